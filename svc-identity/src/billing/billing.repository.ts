import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { tableOf } from '@takehome/service-kit';
import { DataSource, type EntityManager } from 'typeorm';

/** `billing_events` (payment facts applied) and `subscription_states` (each subscription's newest state). */
@Injectable()
export class BillingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Records the event id; answers false when it was recorded before. Raw: ON CONFLICT DO NOTHING
   * RETURNING decides it in one statement, without an error that would abort the transaction.
   */
  async recordEvent(eventId: string, type: string, tx: EntityManager): Promise<boolean> {
    const inserted: unknown[] = await tx.query(
      `INSERT INTO ${tableOf(this.dataSource, 'billing_events')} (event_id, type) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING event_id`,
      [eventId, type],
    );
    return inserted.length > 0;
  }

  /** Whether any state of the subscription is stored. */
  async hasSubscriptionState(subscriptionId: string, tx: EntityManager): Promise<boolean> {
    const stored: unknown[] = await tx.query(
      `SELECT 1 FROM ${tableOf(this.dataSource, 'subscription_states')} WHERE subscription_id = $1`,
      [subscriptionId],
    );
    return stored.length > 0;
  }

  /**
   * Stores the state unless a newer one (or the deletion) is stored; answers whether it was stored.
   * A deletion is final; on a tie of times, ended wins. Raw: a conditional upsert (ON CONFLICT …
   * WHERE … RETURNING), so concurrent deliveries cannot both win.
   */
  async recordNewestState(
    state: { subscriptionId: string; status: 'active' | 'ended'; eventCreatedAt: Date; deleted: boolean },
    tx: EntityManager,
  ): Promise<boolean> {
    const newest: unknown[] = await tx.query(
      `INSERT INTO ${tableOf(this.dataSource, 'subscription_states')} AS s (subscription_id, status, event_created_at, deleted) VALUES ($1, $2, $3, $4)
       ON CONFLICT (subscription_id) DO UPDATE
         SET status = EXCLUDED.status, event_created_at = EXCLUDED.event_created_at, deleted = EXCLUDED.deleted
         WHERE NOT s.deleted AND (EXCLUDED.deleted OR s.event_created_at < EXCLUDED.event_created_at
           OR (s.event_created_at = EXCLUDED.event_created_at AND EXCLUDED.status = 'ended'))
       RETURNING 1`,
      [state.subscriptionId, state.status, state.eventCreatedAt, state.deleted],
    );
    return newest.length > 0;
  }
}
