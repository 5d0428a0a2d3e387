import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PriceId } from '@takehome/contracts';
import { recordIdempotentAnswer } from '@takehome/service-kit';
import { DataSource, IsNull } from 'typeorm';
import { CheckoutSession } from './checkout-session.entity.js';

/** The demo provider's `checkout_sessions`. */
@Injectable()
export class CheckoutSessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores the session with `answerOf(session)` under the request's idempotency key, in one transaction. */
  create(
    row: { userId: string; priceId: PriceId; expiresAt: Date },
    answerOf: (session: CheckoutSession) => unknown,
  ): Promise<CheckoutSession> {
    return this.dataSource.transaction(async (tx) => {
      const session = await tx.save(tx.create(CheckoutSession, row));
      await recordIdempotentAnswer(tx, answerOf(session));
      return session;
    });
  }

  findById(id: string): Promise<CheckoutSession | null> {
    return this.dataSource.manager.findOneBy(CheckoutSession, { id });
  }

  /** Marks the session paid, once: a session already completed keeps its first time. */
  async markCompleted(id: string): Promise<void> {
    await this.dataSource.manager.update(CheckoutSession, { id, completedAt: IsNull() }, { completedAt: new Date() });
  }
}
