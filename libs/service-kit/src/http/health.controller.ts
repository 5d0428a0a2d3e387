import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/guards.js';
import { NatsService } from '../events/nats.service.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { Metrics } from './metrics.js';

@Controller()
@Public()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nats: NatsService,
    private readonly relay: OutboxRelay,
    private readonly metrics: Metrics,
  ) {}

  /** Up when the database answers and NATS is connected. */
  @Get('health')
  async health(@Res() res: Response): Promise<void> {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const nats = this.nats.isUp() ? 'up' : 'down';
    const status = database === 'up' && nats === 'up' ? 'up' : 'down';
    res.status(status === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json({ status, database, nats });
  }

  @Get('metrics')
  async prometheus(@Res() res: Response): Promise<void> {
    this.metrics.outboxPending.set(await this.relay.pending().catch(() => -1));
    res.type(this.metrics.registry.contentType).send(await this.metrics.registry.metrics());
  }
}
