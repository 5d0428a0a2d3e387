import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import type { AdminUsageResponse, UsageDto } from '@takehome/contracts';
import { AdminOnly, zodPipe } from '@takehome/service-kit';
import {
  adminUsageQuerySchema,
  setUsageSchema,
  userIdParam,
  type AdminUsageQueryDto,
  type SetUsageDto,
} from './usage.dto.js';
import { UsageService } from './usage.service.js';

/** Account Settings' usage column and "Calculations used": svc-calc owns the count, so the admin reads and sets it here. */
@Controller('api/admin/calculator-usage')
@AdminOnly()
export class AdminUsageController {
  constructor(private readonly usage: UsageService) {}

  @Get()
  windows(@Query(zodPipe(adminUsageQuerySchema)) { userIds }: AdminUsageQueryDto): Promise<AdminUsageResponse> {
    return this.usage.windowsOf(userIds);
  }

  @Put(':userId')
  set(
    @Param('userId', zodPipe(userIdParam)) userId: string,
    @Body(zodPipe(setUsageSchema)) dto: SetUsageDto,
  ): Promise<UsageDto> {
    return this.usage.setUsed(userId, dto.used);
  }
}
