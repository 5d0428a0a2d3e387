import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FunnelFacts } from './events/funnel-facts.js';
import { RawEventPartitionsRepository } from './events/raw-event-partitions.repository.js';
import { RawEventsRepository } from './events/raw-events.repository.js';
import { RecordedEvent } from './events/recorded-event.entity.js';
import { AbExposure } from './rollups/ab-exposure.entity.js';
import { AbExposureRollup } from './rollups/ab-exposures.js';
import { AbExposuresRepository } from './rollups/ab-exposures.repository.js';
import { Account } from './rollups/account.entity.js';
import { AccountRollup } from './rollups/accounts.js';
import { AccountsRepository } from './rollups/accounts.repository.js';
import { DailyCount } from './rollups/daily-count.entity.js';
import { DailyCountsRepository } from './rollups/daily-counts.repository.js';
import { UserCalculationsRepository } from './rollups/user-calculations.repository.js';
import { UserDailyCalculation } from './rollups/user-daily-calculation.entity.js';
import { VisitorDay } from './rollups/visitor-day.entity.js';
import { Visitor } from './rollups/visitor.entity.js';
import { VisitorRollup } from './rollups/visitors.js';
import { VisitorsRepository } from './rollups/visitors.repository.js';

/** Every table of the analytics schema (the kit's own tables aside), as the migrations make them. */
export const ANALYTICS_ENTITIES = [
  RecordedEvent,
  DailyCount,
  Visitor,
  VisitorDay,
  Account,
  AbExposure,
  UserDailyCalculation,
];

const REPOSITORIES = [
  RawEventsRepository,
  RawEventPartitionsRepository,
  DailyCountsRepository,
  UserCalculationsRepository,
  VisitorsRepository,
  AccountsRepository,
  AbExposuresRepository,
];

/** What the consumers do to the rollups, on the repositories. */
const ROLLUPS = [VisitorRollup, AccountRollup, AbExposureRollup, FunnelFacts];

/**
 * The repositories of svc-analytics's tables and the rollups written through them: imported by the
 * kit's EventsModule for the consumers, by the partition job's module, and by the features that read.
 */
@Module({
  imports: [TypeOrmModule.forFeature(ANALYTICS_ENTITIES)],
  providers: [...REPOSITORIES, ...ROLLUPS],
  exports: [...REPOSITORIES, ...ROLLUPS],
})
export class AnalyticsDataModule {}
