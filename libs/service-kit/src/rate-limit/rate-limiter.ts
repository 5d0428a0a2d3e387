import { createHash } from 'node:crypto';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { tableOf } from '../database/schema-of.js';
import { TOO_MANY_REQUESTS, TooManyRequestsException } from '../http/errors.js';

/** A limit: at most `max` hits per `windowSeconds`, counted from a subject's first hit in the window. */
export interface RateLimitRule {
  /** Names the counter, e.g. 'contact.address'; one rule's subjects never share a count with another's. */
  name: string;
  max: number;
  windowSeconds: number;
  /** What a refused caller is told: the text of docs/product/copy.md where it has one. */
  message?: string;
}

/** One count to take: who (an address, an account, a session) against which rule, and how much. */
export interface RateLimitHit {
  rule: RateLimitRule;
  subject: string;
  /** How many hits this request is worth (a batch of events); 1 by default. */
  cost?: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until every refusing window has ended (0 when allowed). */
  retryAfterSeconds: number;
  /** The refusing rule's message, when refused. */
  message?: string;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Counts stop growing here, so a flood never overflows the column. */
const MAX_COUNT = 1_000_000_000;

/** The stored key: the rule's name and a digest of the subject (no addresses or emails kept in clear). */
export function rateLimitKey(rule: string, subject: string): string {
  return `${rule}:${createHash('sha256').update(subject).digest('base64url').slice(0, 43)}`;
}

/** `2001:db8:1:2:…` and its neighbours are one subscriber: an IPv6 client is limited by its /64. */
export function addressBlock(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...new Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** A hit on `rule` for a client address (its /64 for IPv6). */
export function perAddress(rule: RateLimitRule, address: string, cost = 1): RateLimitHit {
  return { rule, subject: addressBlock(address), cost };
}

/**
 * Rate limits shared by every replica (docs/adr/0014-rate-limits-in-the-service-database.md): one row per rule and subject in the service's
 * schema, counted in fixed windows. Checking and recording are one statement (an upsert that
 * returns the new count), so concurrent requests can never all slip under the limit together.
 */
@Injectable()
export class RateLimiter implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RateLimiter');
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.prune().catch((error) => this.logger.warn(`Pruning rate limits failed: ${(error as Error).message}`));
    }, PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Counts the hits and says whether every one is within its rule (refused hits are counted too). */
  async take(hits: RateLimitHit[]): Promise<RateLimitDecision> {
    const [decision] = await this.takeEach([hits]);
    return decision;
  }

  /**
   * Several requests' hits counted by one statement (requests accepted together: svc-analytics's
   * browser batches), each request decided exactly as if the requests had been taken one
   * after the other in this order: a key's count for a request is its count after that request's own
   * hits, the later requests' taken back out. Refused hits are counted too.
   */
  async takeEach(requests: RateLimitHit[][]): Promise<RateLimitDecision[]> {
    // Each request's cost per key, and the rule of each key.
    const rules = new Map<string, RateLimitRule>();
    const costs = requests.map((hits) => {
      const byKey = new Map<string, number>();
      for (const { rule, subject, cost = 1 } of hits) {
        const key = rateLimitKey(rule.name, subject);
        byKey.set(key, (byKey.get(key) ?? 0) + cost);
        rules.set(key, rule);
      }
      return byKey;
    });
    const totals = new Map<string, number>();
    for (const byKey of costs) for (const [key, cost] of byKey) totals.set(key, (totals.get(key) ?? 0) + cost);
    if (totals.size === 0) return requests.map(() => ({ allowed: true, retryAfterSeconds: 0 }));
    // Sorted, so two statements that share keys lock their rows in the same order (no deadlock).
    const keys = [...totals.keys()].sort();
    const rows: Array<{ key: string; hits: number; retry_after: number }> = await this.dataSource.query(
      `INSERT INTO ${tableOf(this.dataSource, 'rate_limits')} AS r (key, hits, window_ends_at)
       SELECT k, c, now() + make_interval(secs => w) FROM unnest($1::text[], $2::int[], $3::int[]) AS u(k, c, w)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_ends_at <= now() THEN EXCLUDED.hits ELSE LEAST(r.hits + EXCLUDED.hits, ${MAX_COUNT}) END,
         window_ends_at = CASE WHEN r.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE r.window_ends_at END
       RETURNING key, hits, GREATEST(1, ceil(extract(epoch FROM r.window_ends_at - now())))::int AS retry_after`,
      [keys, keys.map((key) => totals.get(key)!), keys.map((key) => rules.get(key)!.windowSeconds)],
    );
    const counted = new Map(rows.map((row) => [row.key, row]));
    // Walk back from the last request: each sees the count without the hits of those after it.
    const after = new Map(rows.map((row) => [row.key, row.hits]));
    const decisions = new Array<RateLimitDecision>(requests.length);
    for (let i = requests.length - 1; i >= 0; i--) {
      const refused: string[] = [];
      for (const [key, cost] of costs[i]) {
        const hits = after.get(key)!;
        if (hits > rules.get(key)!.max) refused.push(key);
        after.set(key, hits - cost);
      }
      decisions[i] =
        refused.length === 0
          ? { allowed: true, retryAfterSeconds: 0 }
          : {
              allowed: false,
              retryAfterSeconds: Math.max(...refused.map((key) => counted.get(key)!.retry_after)),
              message: rules.get(refused.sort()[0])!.message ?? TOO_MANY_REQUESTS,
            };
    }
    return decisions;
  }

  /** Counts the hits, and refuses with 429 and `Retry-After` when any is over its rule. */
  async consume(hits: RateLimitHit[]): Promise<void> {
    const decision = await this.take(hits);
    if (!decision.allowed) throw new TooManyRequestsException(decision.message!, decision.retryAfterSeconds);
  }

  /** Takes back hits that turned out not to count (a sign-in that succeeded), within the same window. */
  async giveBack(hits: RateLimitHit[]): Promise<void> {
    for (const { rule, subject, cost = 1 } of hits) {
      await this.dataSource.query(
        `UPDATE ${tableOf(this.dataSource, 'rate_limits')} SET hits = GREATEST(hits - $2, 0)
          WHERE key = $1 AND window_ends_at > now()`,
        [rateLimitKey(rule.name, subject), cost],
      );
    }
  }

  /** Forgets a subject's count under a rule (an account's failures once its owner signs in). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${tableOf(this.dataSource, 'rate_limits')} WHERE key = $1`, [
      rateLimitKey(rule.name, subject),
    ]);
  }

  /** Deletes counters whose window has ended. */
  async prune(): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM ${tableOf(this.dataSource, 'rate_limits')} WHERE window_ends_at < now()`,
    );
    return Number(deleted);
  }
}
