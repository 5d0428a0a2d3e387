import { Body, Controller, Get, HttpCode, Inject, Post, Query, UseFilters } from '@nestjs/common';
import {
  recordUsageRequestSchema,
  usageDtoSchema,
  usageQuerySchema,
  type UsageQuery,
} from '@takehome/contracts';
import {
  Answers,
  ClientAddress,
  CurrentUser,
  IdempotentWrite,
  OptionalAuth,
  perAddress,
  RateLimiter,
  SERVICE_CONFIG,
  zodPipe,
  type AuthUser,
  type RateLimitRule,
} from '@takehome/service-kit';
import type { CalcConfig } from '../config.js';
import { CalculationLimitFilter } from './calculation-limit.exception.js';
import type { z } from 'zod';
import { UsageService } from './usage.service.js';

/**
 * Generous for a household or office behind one address; far below forging figures in bulk
 * (ANONYMOUS_USAGE_PER_ADDRESS_PER_HOUR, 120).
 */
export const anonymousUsagePerAddress = (config: CalcConfig): RateLimitRule => ({
  name: 'usage.anonymous-address',
  max: config.ANONYMOUS_USAGE_PER_ADDRESS_PER_HOUR,
  windowSeconds: 3600,
});

@Controller('api/calculator-usage')
@UseFilters(CalculationLimitFilter)
export class UsageController {
  constructor(
    private readonly usage: UsageService,
    private readonly limiter: RateLimiter,
    @Inject(SERVICE_CONFIG) private readonly config: CalcConfig,
  ) {}

  @Post()
  @HttpCode(201)
  @IdempotentWrite()
  @OptionalAuth()
  @Answers(usageDtoSchema)
  async record(
    @CurrentUser() user: AuthUser | undefined,
    @Body(zodPipe(recordUsageRequestSchema)) dto: z.output<typeof recordUsageRequestSchema>,
    @ClientAddress() address: string,
  ) {
    // A new session id is a new visitor's allowance, so visitors' reports are capped per address too.
    if (!user) await this.limiter.consume([perAddress(anonymousUsagePerAddress(this.config), address)]);
    return this.usage.record(user, dto);
  }

  @Get()
  @OptionalAuth()
  @Answers(usageDtoSchema)
  current(@CurrentUser() user: AuthUser | undefined, @Query(zodPipe(usageQuerySchema)) query: UsageQuery) {
    return this.usage.current(user, query);
  }
}
