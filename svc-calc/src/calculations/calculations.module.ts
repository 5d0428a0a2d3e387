import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TiersModule } from '../tiers/tiers.module.js';
import { Calculation } from './calculation.entity.js';
import { CalculationsController } from './calculations.controller.js';
import { CalculationsRepository } from './calculations.repository.js';
import { CalculationsService } from './calculations.service.js';
import { MovedCalculationPathsController } from './moved-paths.controller.js';
import { MonthlySummaryController } from './monthly-summary.controller.js';

export const CALCULATION_ENTITIES = [Calculation];

@Module({
  imports: [TypeOrmModule.forFeature(CALCULATION_ENTITIES), TiersModule],
  controllers: [CalculationsController, MonthlySummaryController, MovedCalculationPathsController],
  providers: [CalculationsRepository, CalculationsService],
})
export class CalculationsModule {}
