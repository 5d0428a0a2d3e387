import { Controller, Get, Param, Query } from '@nestjs/common';
import { monthlySummaryDtoSchema, timeZoneQuerySchema, uuidParamSchema } from '@takehome/contracts';
import { Answers, CurrentUser, zodPipe, type AuthUser } from '@takehome/service-kit';
import type { TimeZoneQueryDto } from './calculations.dto.js';
import { CalculationsService } from './calculations.service.js';

/** The 'This Month' summary, once GET /api/analytics/{userId} (docs/product/paths.md). */
@Controller('api/calculations/monthly-summary')
export class MonthlySummaryController {
  constructor(private readonly calculations: CalculationsService) {}

  @Get(':userId')
  @Answers(monthlySummaryDtoSchema)
  summary(
    @CurrentUser() user: AuthUser,
    @Param('userId', zodPipe(uuidParamSchema)) userId: string,
    @Query(zodPipe(timeZoneQuerySchema)) { tz }: TimeZoneQueryDto,
  ) {
    return this.calculations.monthlySummary(user, userId, tz);
  }
}
