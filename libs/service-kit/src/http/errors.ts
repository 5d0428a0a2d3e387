import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';

/** `['events', 3, 'name']` → `events[3].name`: which item of a list failed, as a reader writes it. */
function describePath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

/**
 * Turns a zod failure into one readable line: `hourlyRate: Invalid input: expected number`,
 * `events[3].name: …`. A message written as a whole sentence for users ("Please enter a valid email
 * address.") is shown alone.
 */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length && !issue.message.endsWith('.') ? `${describePath(issue.path)}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** Socket errors and Postgres's "connection exception" / "operator intervention" classes (08, 57P0x). */
const UNREACHABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|08\w{3}|57P0[1-3])$/;
const UNREACHABLE_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|connection error|terminating connection|the database system is (starting up|shutting down)/i;

/** True when an error (or what it wraps) says the database cannot be reached, rather than that a query is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message, driverError, cause } = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && UNREACHABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    current = driverError ?? cause;
  }
  return false;
}

/** While the database is away, one warning line per this many ms at most (not one per request). */
const OUTAGE_LOG_INTERVAL_MS = 10_000;
/** The same unexpected error is written once per this many ms at most; the rest are counted. */
const ERROR_LOG_INTERVAL_MS = 10_000;
/** Kinds of error remembered for that; past it the memory starts again. */
const ERROR_KINDS_KEPT = 200;
const JSON_TYPE = 'application/json; charset=utf-8';
/** What a client is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A refusal raised before a route runs (a body parser's 400, Fastify's 413 for a body over the limit,
 * 415): its status, with a message of ours for the body limit.
 */
function clientErrorOf(exception: unknown): { status: number; body: { error: string } } | null {
  const { statusCode, message } = (exception ?? {}) as { statusCode?: unknown; message?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  if (statusCode === (HttpStatus.PAYLOAD_TOO_LARGE as number))
    return { status: statusCode, body: { error: 'Request body too large' } };
  return { status: statusCode, body: { error: typeof message === 'string' ? message : 'Bad request' } };
}

/** The one place errors leave a service: always `{ "error": "..." }`, never a stack trace. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');
  private lastOutageLine = 0;
  private refusedSinceLine = 0;

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    if (isDatabaseUnavailable(exception)) {
      this.noteOutage(exception);
      response.header('Retry-After', String(RETRY_AFTER_SECONDS));
      response
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .type(JSON_TYPE)
        .send({ error: 'Service temporarily unavailable' });
      return;
    }
    const { status, body } = this.toBody(exception);
    if (status >= 500) this.noteError(exception);
    if (exception instanceof TooManyRequestsException) {
      response.header('Retry-After', String(exception.retryAfterSeconds));
    }
    // JSON even where the route had set another type for its answer (an HTML page's @Header).
    response.status(status).type(JSON_TYPE).send(body);
  }

  /** Per kind of error (its message): when it was last written, and how many like it were not since. */
  private readonly errorLines = new Map<string, { at: number; unwritten: number }>();

  /**
   * An unexpected error is written with its stack; the same error again within ERROR_LOG_INTERVAL_MS is
   * only counted, and the count goes with its next line (a failing dependency must not flood the log).
   */
  private noteError(exception: unknown): void {
    const key = exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception);
    const now = Date.now();
    const seen = this.errorLines.get(key);
    if (seen && now - seen.at < ERROR_LOG_INTERVAL_MS) {
      seen.unwritten += 1;
      return;
    }
    if (this.errorLines.size >= ERROR_KINDS_KEPT) this.errorLines.clear();
    this.errorLines.set(key, { at: now, unwritten: 0 });
    const text = exception instanceof Error ? (exception.stack ?? key) : key;
    this.logger.error(seen?.unwritten ? `${text}\n(${seen.unwritten} more like it since the last line)` : text);
  }

  private noteOutage(exception: unknown): void {
    this.refusedSinceLine += 1;
    if (Date.now() - this.lastOutageLine < OUTAGE_LOG_INTERVAL_MS) return;
    const reason = exception instanceof Error ? exception.message : String(exception);
    this.logger.warn(`Database unreachable (${reason}); ${this.refusedSinceLine} request(s) answered 503`);
    this.lastOutageLine = Date.now();
    this.refusedSinceLine = 0;
  }

  private toBody(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof ZodError) {
      return { status: HttpStatus.BAD_REQUEST, body: { error: describeZodError(exception) } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      if (typeof raw === 'string') return { status, body: { error: raw } };
      const { error, message, details } = raw as { error?: unknown; message?: unknown; details?: unknown };
      const text = Array.isArray(message)
        ? message.join('; ')
        : typeof message === 'string'
          ? message
          : typeof error === 'string'
            ? error
            : exception.message;
      return { status, body: details === undefined ? { error: text } : { error: text, details } };
    }
    const clientError = clientErrorOf(exception);
    if (clientError) return clientError;
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: 'Internal server error' } };
  }
}

/** An HttpException whose body is `{ error, details }`, for answers that carry more than a message. */
export class DetailedHttpException extends HttpException {
  constructor(status: number, error: string, details: unknown) {
    super({ message: error, details }, status);
  }
}

/** Said when a rate limit refuses a request that has no text of its own (docs/product/copy.md). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** 429 with `Retry-After`: a rate limit refused the request (docs/product/limits.md). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
