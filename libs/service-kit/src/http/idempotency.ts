import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import {
  type CallHandler,
  ConflictException,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UnprocessableEntityException,
  BadRequestException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { tableOf } from '../database/schema-of.js';

/**
 * Idempotency keys (the semantics Stripe's API has): a write sent again with the same
 * `Idempotency-Key` gets the first answer and changes nothing; the same key with another request is
 * 422; two requests with one key at once make one write and get one answer; a key is kept 24 hours.
 * That makes a retried write safe: the web-kit client sends a key with every write, and the gateway
 * may then send a write whose connection broke to another replica.
 *
 * Routes marked `@IdempotentWrite()` store the key and their answer in the very transaction (or
 * statement) of their write, through `IdempotencyClaim.record` / `recordIdempotentAnswer`: the key
 * exists exactly when the write does, a crash can never leave one without the other, and a concurrent
 * duplicate fails on the key's primary key (or on what the winner changed, a 404 for a DELETE) and is
 * answered from the winner's row. Every other write
 * route with a key claims it first (a row without an answer), runs, then stores its answer; a
 * duplicate waits for that answer. There a crash between the write and the answer leaves a claim that
 * is taken over after `ABANDONED_AFTER_MS`.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Printable ASCII, as the header carries it; a UUID is what the web-kit client sends. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_TTL_HOURS = 24;
/** How long a duplicate waits for the first request's answer before it is told to try again (409). */
const WAIT_FOR_ANSWER_MS = 10_000;
/** A claim without an answer this old belongs to a process that died while handling it. */
const ABANDONED_AFTER_MS = 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const NON_IDEMPOTENT = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const ATOMIC = Symbol('idempotent-write');
const PRIMARY_KEY = 'idempotency_keys_pkey';

/** The route stores its key and answer with its write (IdempotencyClaim.record or recordIdempotentAnswer). */
export const IdempotentWrite = () => SetMetadata(ATOMIC, true);

/** A request's key, and what it is bound to: who sent what to where. */
export class IdempotencyClaim {
  /** The answer's JSON once stored with the write. */
  answer?: string;

  constructor(
    readonly key: string,
    readonly fingerprint: string,
    readonly status: number,
    /** The route is marked @IdempotentWrite: its write stores the key (else the key was claimed first). */
    readonly withWrite = false,
  ) {}

  get recorded(): boolean {
    return this.answer !== undefined;
  }

  /**
   * Marks the answer as stored by the caller's write, and gives the row's values for its INSERT;
   * `status` when the route answers with another status than its default (a 200 from a 201 route).
   */
  record(answer: unknown, status = this.status): [string, string, number, string] {
    this.answer = JSON.stringify(answer ?? null);
    return [this.key, this.fingerprint, status, this.answer];
  }
}

const current = new AsyncLocalStorage<IdempotencyClaim>();

/** The key of the write being handled, if it carries one (to be passed along when the write is done elsewhere). */
export function currentIdempotencyClaim(): IdempotencyClaim | undefined {
  return current.getStore();
}

/**
 * An INSERT of claims with their answers (from `claim.record`), its parameters numbered from `$first`:
 * joined to a write's own statement (svc-calc's saves) so both commit together.
 */
export function idempotencyInsert(
  dataSource: DataSource,
  rows: Array<[string, string, number, string]>,
  first: number,
): { sql: string; params: unknown[] } {
  return {
    sql: `INSERT INTO ${tableOf(dataSource, 'idempotency_keys')} (key, fingerprint, status, answer)
      SELECT * FROM unnest($${first}::varchar[], $${first + 1}::varchar[], $${first + 2}::smallint[], $${first + 3}::text[])`,
    params: [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
  };
}

/**
 * Stores the current request's key with `answer` inside the caller's transaction (no-op without a key,
 * and on a route without @IdempotentWrite, whose key was claimed before it ran);
 * `status` when the route sets its own on the reply (a replay answers with it).
 */
export async function recordIdempotentAnswer(manager: EntityManager, answer: unknown, status?: number): Promise<void> {
  const claim = current.getStore();
  // A route without @IdempotentWrite has claimed its key already: its answer is stored after it.
  if (!claim || claim.recorded || !claim.withWrite) return;
  const insert = idempotencyInsert(manager.connection, [claim.record(answer, status)], 1);
  await manager.query(insert.sql, insert.params);
}

interface StoredKey {
  fingerprint: string;
  status: number | null;
  answer: string | null;
  age_ms: number;
}

/**
 * Whether the error is a concurrent duplicate's: its write failed on the key the first request stored.
 * Code that catches a write's errors lets this one through; the duplicate is answered with the first answer.
 */
export function isIdempotencyKeyConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = error.driverError as { code?: string; constraint?: string };
  return driver.code === '23505' && driver.constraint === PRIMARY_KEY;
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly table: string;
  private lastSweep = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reflector: Reflector,
  ) {
    this.table = tableOf(dataSource, 'idempotency_keys');
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { rawBody?: Buffer; user?: { id?: string } }>();
    // sendBeacon cannot set headers: a beacon carries its key in the query string instead.
    const header =
      request.headers[IDEMPOTENCY_HEADER] ??
      (request.query as Record<string, unknown> | undefined)?.[IDEMPOTENCY_HEADER];
    if (header === undefined || !NON_IDEMPOTENT.has(request.method)) return next.handle();
    if (typeof header !== 'string' || !KEY_PATTERN.test(header))
      throw new BadRequestException('Idempotency-Key must be 1 to 255 printable characters');
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    // The route's status is already set on the reply (Nest sets it before the interceptors run).
    const atomic = this.reflector.get<boolean | undefined>(ATOMIC, context.getHandler()) === true;
    const claim = new IdempotencyClaim(header, this.fingerprint(request), reply.statusCode, atomic);
    return from(this.handle(claim, atomic, reply, next));
  }

  /** Who sent what to where: a key used again for anything else is refused. */
  private fingerprint(request: FastifyRequest & { rawBody?: Buffer; user?: { id?: string } }): string {
    const hash = createHash('sha256');
    hash.update(`${request.user?.id ?? ''}\n${request.method}\n${request.url}\n`);
    if (request.rawBody) hash.update(request.rawBody);
    else if (request.body !== undefined) hash.update(JSON.stringify(request.body));
    return hash.digest('hex');
  }

  private async handle(claim: IdempotencyClaim, atomic: boolean, reply: FastifyReply, next: CallHandler) {
    this.sweepSometimes();
    const stored = await this.find(claim.key);
    // Claimed by a request still running (or one whose process died): its answer, once there is one.
    if (stored) return this.replay(claim, stored.answer === null ? await this.waitForAnswer(claim) : stored, reply);
    if (!atomic && !(await this.claimFirst(claim))) return this.replay(claim, await this.waitForAnswer(claim), reply);
    let answer: unknown;
    try {
      answer = await current.run(claim, () => lastValueFrom(next.handle(), { defaultValue: undefined }));
    } catch (error) {
      if (isIdempotencyKeyConflict(error)) return this.replay(claim, await this.waitForAnswer(claim), reply);
      if (atomic) {
        // A duplicate that ran beside the first may fail before reaching the key (its DELETE waited for
        // the first one's and found nothing: 404): once the first has committed, its answer is the answer.
        // (When the database itself failed, the request's own error is the answer.)
        const stored = await this.find(claim.key).catch(() => undefined);
        if (stored) return this.replay(claim, stored, reply);
      }
      // Nothing was written: the key is free for the request sent again.
      if (!atomic)
        await this.dataSource.query(`DELETE FROM ${this.table} WHERE key = $1 AND answer IS NULL`, [claim.key]);
      throw error;
    }
    if (!claim.recorded) {
      const json = JSON.stringify(answer ?? null);
      await this.dataSource.query(
        atomic
          ? // The handler wrote nothing it had to bind the key to (an answer without a change).
            `INSERT INTO ${this.table} (key, fingerprint, status, answer) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING`
          : `UPDATE ${this.table} SET status = $3, answer = $4 WHERE key = $1 AND fingerprint = $2`,
        [claim.key, claim.fingerprint, reply.statusCode, json],
      );
    }
    return answer;
  }

  /** A live key's row; an expired one is deleted by the same statement (its key may be used afresh). */
  private async find(key: string): Promise<StoredKey | undefined> {
    const expired = `created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`;
    const rows = await this.dataSource.query<StoredKey[]>(
      `WITH expired AS (DELETE FROM ${this.table} WHERE key = $1 AND ${expired})
       SELECT fingerprint, status, answer, (extract(epoch FROM now() - created_at) * 1000)::int AS age_ms
         FROM ${this.table} WHERE key = $1 AND NOT (${expired})`,
      [key],
    );
    return rows[0];
  }

  /** A row without an answer yet; false when another request holds the key. */
  private async claimFirst(claim: IdempotencyClaim): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `INSERT INTO ${this.table} (key, fingerprint) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`,
      [claim.key, claim.fingerprint],
    );
    return rows.length === 1;
  }

  /** The first request's row once it has its answer (a duplicate arrived while it ran). */
  private async waitForAnswer(claim: IdempotencyClaim): Promise<StoredKey | undefined> {
    const deadline = Date.now() + WAIT_FOR_ANSWER_MS;
    for (;;) {
      const stored = await this.find(claim.key);
      if (
        !stored ||
        stored.answer !== null ||
        stored.fingerprint !== claim.fingerprint ||
        stored.age_ms >= ABANDONED_AFTER_MS ||
        Date.now() > deadline
      )
        return stored;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async replay(claim: IdempotencyClaim, stored: StoredKey | undefined, reply: FastifyReply): Promise<unknown> {
    if (!stored) throw new ConflictException('A request with this Idempotency-Key failed; send it again');
    if (stored.fingerprint !== claim.fingerprint)
      throw new UnprocessableEntityException('This Idempotency-Key was already used for another request');
    if (stored.answer === null) {
      if (stored.age_ms < ABANDONED_AFTER_MS)
        throw new ConflictException('A request with this Idempotency-Key is still being handled');
      // Its process died while handling it: taken over by this request.
      await this.dataSource.query(`DELETE FROM ${this.table} WHERE key = $1 AND answer IS NULL`, [claim.key]);
      throw new ConflictException('A request with this Idempotency-Key was interrupted; send it again');
    }
    reply.status(stored.status ?? claim.status).header('idempotent-replayed', 'true');
    return JSON.parse(stored.answer) as unknown;
  }

  /** Keys older than a day go, at most once an hour per process (a lookup deletes its own expired key anyway). */
  private sweepSometimes(): void {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    void this.dataSource
      .query(`DELETE FROM ${this.table} WHERE created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`)
      .catch(() => (this.lastSweep = 0));
  }
}
