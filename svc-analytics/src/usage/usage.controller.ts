import { Controller, Get, Param } from '@nestjs/common';
import { usageSummarySchema, usageTargetParamSchema } from '@takehome/contracts';
import { Answers, CurrentUser, zodPipe, type AuthUser } from '@takehome/service-kit';
import { UsageService } from './usage.service.js';

@Controller('api/analytics/calculator-usage')
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Get(':userId')
  @Answers(usageSummarySchema)
  summary(@CurrentUser() user: AuthUser, @Param('userId', zodPipe(usageTargetParamSchema)) target: string) {
    return this.usage.summary(user, target);
  }
}
