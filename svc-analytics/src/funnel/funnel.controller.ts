import { Controller, Get, Query } from '@nestjs/common';
import { AdminOnly, zodPipe } from '@takehome/service-kit';
import { funnelWindowSchema, type FunnelWindowDto } from './funnel.dto.js';
import { FunnelService } from './funnel.service.js';

@Controller('api/analytics')
@AdminOnly()
export class FunnelController {
  constructor(private readonly funnel: FunnelService) {}

  @Get('funnel-metrics')
  metrics(@Query(zodPipe(funnelWindowSchema)) dto: FunnelWindowDto) {
    return this.funnel.metrics(dto);
  }

  @Get('ab-test-results')
  abTestResults(@Query(zodPipe(funnelWindowSchema)) dto: FunnelWindowDto) {
    return this.funnel.abTestResults(dto);
  }

  @Get('funnel-issues')
  issues(@Query(zodPipe(funnelWindowSchema)) dto: FunnelWindowDto) {
    return this.funnel.issues(dto);
  }
}
