import { Controller, Get, Param } from '@nestjs/common';
import { CurrentUser, zodPipe, type AuthUser } from '@takehome/service-kit';
import { usageTargetSchema } from './usage.dto.js';
import { UsageService } from './usage.service.js';

@Controller('api/analytics/calculator-usage')
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Get(':userId')
  summary(@CurrentUser() user: AuthUser, @Param('userId', zodPipe(usageTargetSchema)) target: string) {
    return this.usage.summary(user, target);
  }
}
