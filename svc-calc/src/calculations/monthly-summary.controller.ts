import { Controller, Get, Param, Query } from '@nestjs/common';
import { CurrentUser, zodPipe, type AuthUser } from '@takehome/service-kit';
import { timeZoneQuerySchema, uuidParam, type TimeZoneQueryDto } from './calculations.dto.js';
import { CalculationsService } from './calculations.service.js';

/** GET /api/analytics/{userId}: the path SPEC.md §7 gives the 'This Month' summary. */
@Controller('api/analytics')
export class MonthlySummaryController {
  constructor(private readonly calculations: CalculationsService) {}

  @Get(':userId')
  summary(
    @CurrentUser() user: AuthUser,
    @Param('userId', zodPipe(uuidParam)) userId: string,
    @Query(zodPipe(timeZoneQuerySchema)) { tz }: TimeZoneQueryDto,
  ) {
    return this.calculations.monthlySummary(user, userId, tz);
  }
}
