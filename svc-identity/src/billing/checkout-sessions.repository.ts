import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PriceId } from '@takehome/contracts';
import { DataSource, IsNull } from 'typeorm';
import { CheckoutSession } from './checkout-session.entity.js';

/** The demo provider's `checkout_sessions`. */
@Injectable()
export class CheckoutSessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  create(row: { userId: string; priceId: PriceId; expiresAt: Date }): Promise<CheckoutSession> {
    return this.dataSource.manager.save(this.dataSource.manager.create(CheckoutSession, row));
  }

  findById(id: string): Promise<CheckoutSession | null> {
    return this.dataSource.manager.findOneBy(CheckoutSession, { id });
  }

  /** Marks the session paid, once: a session already completed keeps its first time. */
  async markCompleted(id: string): Promise<void> {
    await this.dataSource.manager.update(CheckoutSession, { id, completedAt: IsNull() }, { completedAt: new Date() });
  }
}
