import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';

@Module({
  imports: [
    DatabaseModule.forService({ schema: SERVICES.identity.schema, entities: [], migrations: [] }),
    EventsModule.forService(),
  ],
})
export class IdentityModule {}
