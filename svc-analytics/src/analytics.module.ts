import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { AnalyticsDataModule, ANALYTICS_ENTITIES } from './analytics-data.module.js';
import { CalculationRecordedHandler } from './events/calculation-recorded.handler.js';
import { CalculationSavedHandler } from './events/calculation-saved.handler.js';
import { FunnelBatchHandler, FunnelEventHandler } from './events/funnel-event.handler.js';
import { SubscriberCreatedHandler } from './events/subscriber-created.handler.js';
import { UserRegisteredHandler } from './events/user-registered.handler.js';
import { UserUpgradedHandler } from './events/user-upgraded.handler.js';
import { FunnelModule } from './funnel/funnel.module.js';
import { IngestModule } from './ingest/ingest.module.js';
import { MovedPathsController } from './moved/moved-paths.controller.js';
import { Initial1763769600004 } from './migrations/1763769600004-initial.js';
import { Rollups1795305600000 } from './migrations/1795305600000-rollups.js';
import { EventsPartitioned1795651200004 } from './migrations/1795651200004-events-partitioned.js';
import { VisitorStages1796000000004 } from './migrations/1796000000004-visitor-stages.js';
import { RawEventsJson1796172800004 } from './migrations/1796172800004-raw-events-json.js';
import { FirstDayVisits1796428800004 } from './migrations/1796428800004-first-day-visits.js';
import { RawEventPartitions } from './events/raw-event-partitions.js';
import { UsageModule } from './usage/usage.module.js';

@Module({
  imports: [
    DatabaseModule.forService({
      schema: SERVICES.analytics.schema,
      entities: ANALYTICS_ENTITIES,
      migrations: [
        Initial1763769600004,
        Rollups1795305600000,
        EventsPartitioned1795651200004,
        VisitorStages1796000000004,
        RawEventsJson1796172800004,
        FirstDayVisits1796428800004,
      ],
    }),
    EventsModule.forService({
      handlers: [
        CalculationRecordedHandler,
        CalculationSavedHandler,
        UserRegisteredHandler,
        UserUpgradedHandler,
        SubscriberCreatedHandler,
        FunnelEventHandler,
        FunnelBatchHandler,
      ],
      imports: [AnalyticsDataModule],
    }),
    AnalyticsDataModule,
    IngestModule,
    UsageModule,
    FunnelModule,
  ],
  controllers: [MovedPathsController],
  providers: [RawEventPartitions],
})
export class AnalyticsModule {}
