import { Controller, Get, Query } from '@nestjs/common';
import {
  abTestResultSchema,
  funnelIssueSchema,
  funnelMetricsSchema,
  funnelWindowQuerySchema,
} from '@takehome/contracts';
import { AdminOnly, Answers, CurrentUser, zodPipe, type AuthUser } from '@takehome/service-kit';
import { z } from 'zod';
import type { FunnelWindowDto } from './funnel.dto.js';
import { FunnelService } from './funnel.service.js';

@Controller('api/analytics')
@AdminOnly()
export class FunnelController {
  constructor(private readonly funnel: FunnelService) {}

  @Get('funnel-metrics')
  @Answers(funnelMetricsSchema)
  metrics(@CurrentUser() user: AuthUser, @Query(zodPipe(funnelWindowQuerySchema)) dto: FunnelWindowDto) {
    return this.funnel.metrics(user, dto);
  }

  @Get('ab-test-results')
  @Answers(z.array(abTestResultSchema))
  abTestResults(@CurrentUser() user: AuthUser, @Query(zodPipe(funnelWindowQuerySchema)) dto: FunnelWindowDto) {
    return this.funnel.abTestResults(user, dto);
  }

  @Get('funnel-issues')
  @Answers(z.array(funnelIssueSchema))
  issues(@CurrentUser() user: AuthUser, @Query(zodPipe(funnelWindowQuerySchema)) dto: FunnelWindowDto) {
    return this.funnel.issues(user, dto);
  }
}
