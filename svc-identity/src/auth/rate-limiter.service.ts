import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SERVICE_CONFIG, tableOf } from '@takehome/service-kit';
import { AUTH_MESSAGES } from '@takehome/contracts';
import { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config.js';
import { normalizeEmail } from '../users/users.service.js';

const accountKey = (email: string) => `account:${normalizeEmail(email)}`.slice(0, 300);

/** Who is being limited: the caller's address and the account the attempt names. */
export interface AttemptSource {
  ip: string;
  email: string;
}

/**
 * Counts failed sign-ins and sign-ups per address and per account in fixed windows, in the
 * database so every replica sees the same counts (DECISIONS.md D5). Once either count reaches its
 * limit, attempts answer 429 until the window ends, right password or not.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  private limits(source: AttemptSource): Array<{ key: string; max: number }> {
    return [
      { key: `ip:${source.ip}`, max: this.config.AUTH_MAX_FAILURES_PER_IP },
      { key: accountKey(source.email), max: this.config.AUTH_MAX_FAILURES_PER_ACCOUNT },
    ];
  }

  private get window(): string {
    return `${this.config.AUTH_FAILURE_WINDOW_MINUTES} minutes`;
  }

  /** 429 when the address or the account has used up its failures in the current window. */
  async assertAllowed(source: AttemptSource): Promise<void> {
    const limits = this.limits(source);
    const rows: Array<{ key: string; failures: number }> = await this.dataSource.query(
      `SELECT key, failures FROM ${tableOf(this.dataSource, 'auth_failures')}
        WHERE key = ANY($1) AND window_started_at > now() - $2::interval`,
      [limits.map((limit) => limit.key), this.window],
    );
    const blocked = rows.some((row) => row.failures >= limits.find((limit) => limit.key === row.key)!.max);
    if (blocked) throw new HttpException(AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
  }

  async recordFailure(source: AttemptSource): Promise<void> {
    const table = tableOf(this.dataSource, 'auth_failures');
    for (const { key } of this.limits(source)) {
      await this.dataSource.query(
        `INSERT INTO ${table} AS f (key, failures, window_started_at) VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN f.window_started_at <= now() - $2::interval THEN 1 ELSE f.failures + 1 END,
           window_started_at = CASE WHEN f.window_started_at <= now() - $2::interval THEN now() ELSE f.window_started_at END`,
        [key, this.window],
      );
    }
  }

  /** A successful sign-in clears the account's count (not the address's). */
  async recordSuccess(source: AttemptSource): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${tableOf(this.dataSource, 'auth_failures')} WHERE key = $1`, [
      accountKey(source.email),
    ]);
  }
}
