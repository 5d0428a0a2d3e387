import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AbTestResult, FunnelIssue, FunnelMetrics } from '@takehome/contracts';
import { tableOf } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import { addDays, utcDay } from '../rollups/time.js';
import { FUNNEL_METRICS, FunnelFigures, toAbTestResults, toFunnelMetrics, type RollupRow } from './funnel-figures.js';
import { findFunnelIssues } from './funnel-issues.js';
import type { FunnelWindowDto } from './funnel.dto.js';

/** Admin funnel reads (the controller admits admins only); all answered from `daily_counts`. */
@Injectable()
export class FunnelService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async metrics(dto: FunnelWindowDto): Promise<FunnelMetrics> {
    return toFunnelMetrics(await this.figures(dto));
  }

  async abTestResults(dto: FunnelWindowDto): Promise<AbTestResult[]> {
    return toAbTestResults(await this.figures(dto));
  }

  async issues(dto: FunnelWindowDto): Promise<FunnelIssue[]> {
    const figures = await this.figures(dto);
    return findFunnelIssues(figures, toFunnelMetrics(figures));
  }

  /** The window's rollups summed per metric, dimension and week: one indexed query. */
  private async figures({ days }: FunnelWindowDto): Promise<FunnelFigures> {
    const today = utcDay(new Date());
    const from = addDays(today, 1 - days);
    const rows: RollupRow[] = await this.dataSource.query(
      `SELECT metric, dimension, to_char(day - (EXTRACT(ISODOW FROM day)::int - 1), 'YYYY-MM-DD') AS week, SUM(value) AS value
         FROM ${tableOf(this.dataSource, 'daily_counts')}
        WHERE metric = ANY($1) AND day >= $2::date
        GROUP BY metric, dimension, week`,
      [FUNNEL_METRICS, from],
    );
    return new FunnelFigures(days, from, today, rows);
  }
}
