import { Injectable } from '@nestjs/common';
import type { AbTestResult, FunnelIssue, FunnelMetrics } from '@takehome/contracts';
import { assertAdmin, Clock, type AuthUser } from '@takehome/service-kit';
import { DailyCountsRepository } from '../rollups/daily-counts.repository.js';
import { addDays, utcDay } from '../rollups/time.js';
import { FUNNEL_METRICS, FunnelFigures, toAbTestResults, toFunnelMetrics } from './funnel-figures.js';
import { findFunnelIssues } from './funnel-issues.js';
import type { FunnelWindowDto } from './funnel.dto.js';

/** Admin funnel reads, each checking the caller itself (the controller's @AdminOnly() too); all from `daily_counts`. */
@Injectable()
export class FunnelService {
  constructor(
    private readonly dailyCounts: DailyCountsRepository,
    private readonly clock: Clock,
  ) {}

  async metrics(auth: AuthUser, dto: FunnelWindowDto): Promise<FunnelMetrics> {
    assertAdmin(auth);
    return toFunnelMetrics(await this.figures(dto));
  }

  async abTestResults(auth: AuthUser, dto: FunnelWindowDto): Promise<AbTestResult[]> {
    assertAdmin(auth);
    return toAbTestResults(await this.figures(dto));
  }

  async issues(auth: AuthUser, dto: FunnelWindowDto): Promise<FunnelIssue[]> {
    assertAdmin(auth);
    const figures = await this.figures(dto);
    return findFunnelIssues(figures, toFunnelMetrics(figures));
  }

  /** The window's rollups summed per metric, dimension and week. */
  private async figures({ days }: FunnelWindowDto): Promise<FunnelFigures> {
    const today = utcDay(this.clock.now());
    const from = addDays(today, 1 - days);
    return new FunnelFigures(days, from, today, await this.dailyCounts.weeklySums(FUNNEL_METRICS, from));
  }
}
