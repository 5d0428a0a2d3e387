import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { tableOf } from '@takehome/service-kit';
import { DataSource } from 'typeorm';

/** `known_sign_in_sources`: where each account has signed in from (digests of address blocks and devices). */
@Injectable()
export class KnownSignInSourcesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records the sources as seen now. Raw: one multi-row upsert (unnest) for all of them. */
  async touch(userId: string, sources: string[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO ${tableOf(this.dataSource, 'known_sign_in_sources')} (user_id, source, last_seen_at)
       SELECT $1, unnest($2::text[]), now()
       ON CONFLICT (user_id, source) DO UPDATE SET last_seen_at = now()`,
      [userId, sources],
    );
  }

  /**
   * Whether the account with this (normalized) email was seen from any of the sources within the
   * last `days`. Raw: a join on the email and an interval on the database's clock in one statement.
   */
  async anySeenSince(email: string, sources: string[], days: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ${tableOf(this.dataSource, 'known_sign_in_sources')} k
         JOIN ${tableOf(this.dataSource, 'users')} u ON u.id = k.user_id
        WHERE u.email = $1 AND k.source = ANY($2::text[]) AND k.last_seen_at > now() - make_interval(days => $3)
        LIMIT 1`,
      [email, sources, days],
    );
    return rows.length > 0;
  }
}
