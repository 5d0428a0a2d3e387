import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';

@Module({
  imports: [
    DatabaseModule.forService({ schema: SERVICES.content.schema, entities: [], migrations: [] }),
    EventsModule.forService(),
  ],
})
export class ContentModule {}
