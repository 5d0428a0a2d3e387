import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { CALCULATION_ENTITIES, CalculationsModule } from './calculations/calculations.module.js';
import { Initial1763769600001 } from './migrations/1763769600001-initial.js';
import { WindowsTiersCalculations1763856000000 } from './migrations/1763856000000-windows-tiers-calculations.js';
import { CalculationsPageOrder1796200000001 } from './migrations/1796200000001-calculations-page-order.js';
import { CalculationsJsonColumns1796300000000 } from './migrations/1796300000000-calculations-json-columns.js';
import { TIER_ENTITIES, TIER_EVENT_HANDLERS, TiersModule } from './tiers/tiers.module.js';
import { USAGE_ENTITIES, UsageModule } from './usage/usage.module.js';

@Module({
  imports: [
    DatabaseModule.forService({
      schema: SERVICES.calc.schema,
      entities: [...USAGE_ENTITIES, ...TIER_ENTITIES, ...CALCULATION_ENTITIES],
      migrations: [
        Initial1763769600001,
        WindowsTiersCalculations1763856000000,
        CalculationsPageOrder1796200000001,
        CalculationsJsonColumns1796300000000,
      ],
    }),
    EventsModule.forService({ handlers: TIER_EVENT_HANDLERS, imports: [TiersModule] }),
    TiersModule,
    UsageModule,
    CalculationsModule,
  ],
})
export class CalcModule {}
