import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import {
  adminUsageQuerySchema,
  adminUsageResponseSchema,
  setUsageRequestSchema,
  usageDtoSchema,
  uuidParamSchema,
  type AdminUsageResponse,
  type SetUsageRequest,
  type UsageDto,
} from '@takehome/contracts';
import { AdminOnly, Answers, CurrentUser, IdempotentWrite, zodPipe, type AuthUser } from '@takehome/service-kit';
import type { z } from 'zod';
import { UsageService } from './usage.service.js';

/** Account Settings' usage column and "Calculations used": svc-calc owns the count, so the admin reads and sets it here. */
@Controller('api/admin/calculator-usage')
@AdminOnly()
export class AdminUsageController {
  constructor(private readonly usage: UsageService) {}

  @Get()
  @Answers(adminUsageResponseSchema)
  windows(
    @CurrentUser() user: AuthUser,
    @Query(zodPipe(adminUsageQuerySchema)) query: z.output<typeof adminUsageQuerySchema>,
  ): Promise<AdminUsageResponse> {
    return this.usage.windowsOf(user, query);
  }

  @Put(':userId')
  @IdempotentWrite()
  @Answers(usageDtoSchema)
  set(
    @CurrentUser() user: AuthUser,
    @Param('userId', zodPipe(uuidParamSchema)) userId: string,
    @Body(zodPipe(setUsageRequestSchema)) dto: SetUsageRequest,
  ): Promise<UsageDto> {
    return this.usage.setUsed(user, userId, dto);
  }
}
