import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, OptionalAuth, zodPipe, type AuthUser } from '@takehome/service-kit';
import { recordUsageSchema, type RecordUsageDto } from './usage.dto.js';
import { UsageService } from './usage.service.js';

@Controller('api/analytics/calculator-usage')
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Post()
  @HttpCode(201)
  @OptionalAuth()
  record(@CurrentUser() user: AuthUser | undefined, @Body(zodPipe(recordUsageSchema)) dto: RecordUsageDto) {
    return this.usage.record(user, dto);
  }
}
