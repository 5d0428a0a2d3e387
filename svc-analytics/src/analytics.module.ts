import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { RecordedEvent } from './events/recorded-event.entity.js';
import { CalculationRecordedHandler } from './events/calculation-recorded.handler.js';
import { Initial1763769600004 } from './migrations/1763769600004-initial.js';

@Module({
  imports: [
    DatabaseModule.forService({
      schema: SERVICES.analytics.schema,
      entities: [RecordedEvent],
      migrations: [Initial1763769600004],
    }),
    EventsModule.forService({ handlers: [CalculationRecordedHandler] }),
  ],
})
export class AnalyticsModule {}
