import { Body, Controller, Get, HttpCode, Post, Query, UseFilters } from '@nestjs/common';
import { CurrentUser, OptionalAuth, zodPipe, type AuthUser } from '@takehome/service-kit';
import { CalculationLimitFilter } from './calculation-limit.exception.js';
import { recordUsageSchema, usageQuerySchema, type RecordUsageDto, type UsageQueryDto } from './usage.dto.js';
import { UsageService } from './usage.service.js';

@Controller('api/analytics/calculator-usage')
@UseFilters(CalculationLimitFilter)
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Post()
  @HttpCode(201)
  @OptionalAuth()
  record(@CurrentUser() user: AuthUser | undefined, @Body(zodPipe(recordUsageSchema)) dto: RecordUsageDto) {
    return this.usage.record(user, dto);
  }

  @Get()
  @OptionalAuth()
  current(@CurrentUser() user: AuthUser | undefined, @Query(zodPipe(usageQuerySchema)) query: UsageQueryDto) {
    return this.usage.current(user, query);
  }
}
