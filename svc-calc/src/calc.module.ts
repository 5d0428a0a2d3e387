import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { Initial1763769600001 } from './migrations/1763769600001-initial.js';
import { UsageEvent } from './usage/usage-event.entity.js';
import { UsageModule } from './usage/usage.module.js';

@Module({
  imports: [
    DatabaseModule.forService({ schema: SERVICES.calc.schema, entities: [UsageEvent], migrations: [Initial1763769600001] }),
    EventsModule.forService(),
    UsageModule,
  ],
})
export class CalcModule {}
