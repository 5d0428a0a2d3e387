import { isIP } from 'node:net';
import { z } from 'zod';

/** Schemas whose default only suits a developer's machine: production must set them (docs/product/outside-services.md). */
const developmentDefaults = new WeakSet<z.ZodType>();

/** Marks a variable whose default is for development only; `NODE_ENV=production` refuses to start without it. */
export function developmentDefault<T extends z.ZodType>(schema: T): T {
  developmentDefaults.add(schema);
  return schema;
}

/** Names Express's `trust proxy` understands besides addresses and subnets. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length) return false;
  if (bits === undefined) return PROXY_NAMES.has(address) || isIP(address) !== 0;
  return isIP(address) !== 0 && /^\d{1,3}$/.test(bits);
}

/**
 * The proxies whose `X-Forwarded-For` a service believes: the gateway (or nginx, or the ingress)
 * only. Comma-separated addresses, subnets or `loopback`/`linklocal`/`uniquelocal`; empty trusts none.
 */
const trustedProxies = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isProxyEntry), {
    message: 'must list IP addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal',
  });

/** Variables every service reads, validated once at start; a service extends this with its own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** /metrics and /docs are served here only (never on PORT); PORT + 1000 when unset. */
  INTERNAL_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  TRUSTED_PROXIES: developmentDefault(trustedProxies.default(['loopback'])),
  /**
   * On SIGTERM the service answers readiness 503 and goes on serving for this long, so balancers that
   * poll it (the local gateway, a Service's endpoints) stop sending before it stops listening.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** After the drain, the requests and event batches in flight get this long to finish; then it exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DATABASE_URL: developmentDefault(z.string().url().default('postgres://postgres@127.0.0.1:5432/takehome')),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** How long a request waits for a database connection before it is answered 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /**
   * The hottest statements run as prepared statements (database/hot-query.ts); `false` where every
   * connection shares one session (embedded PGlite, which `npm start` sets it for).
   */
  DATABASE_PREPARE_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  NATS_URL: developmentDefault(z.string().default('nats://127.0.0.1:4222')),
  NATS_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('TAKEHOME'),
  /** Published outbox rows and inbox rows older than this are pruned (hourly). */
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /**
   * Published events younger than this are published again when the broker has lost the stream they
   * went to (its store was lost): consumers that had not read them yet get them; the inbox makes the
   * rest harmless. Never longer than EVENTS_RETENTION_DAYS, so the inbox still knows every replayed id.
   */
  EVENTS_REPLAY_HOURS: z.coerce.number().int().min(1).max(87_600).default(24),
  /** The outbox relay's fallback poll; it is woken by NOTIFY when events commit. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1_000),
  /** The stream keeps a message this long at most (then the broker drops it, read or not). */
  NATS_STREAM_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(87_600).default(168),
  /** Copies of the stream a clustered JetStream keeps (set when the service creates it); 1 on a lone server. */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** The stream's size cap in bytes (oldest dropped first); -1 is no cap. */
  NATS_STREAM_MAX_BYTES: z.coerce.number().int().min(-1).default(-1),
  /**
   * A consumer that has fewer messages than a batch waits this long for more before it applies them:
   * one transaction for many events costs Postgres and Node far less than many for a few.
   * Events are delayed by at most this; 0 applies whatever has arrived at once.
   */
  EVENTS_BATCH_LINGER_MS: z.coerce.number().int().min(0).max(5_000).default(25),
  /**
   * The outbox relay, handed events this process has just committed, waits this long for more before it
   * publishes them: one pass (an event pack, its ack, one statement marking the rows sent) for the events
   * of many saves instead of a few. Events are delayed by at most this; 0 publishes at once.
   */
  EVENTS_PUBLISH_LINGER_MS: z.coerce.number().int().min(0).max(5_000).default(10),
  /** How often the broker's stream and this service's consumers are checked and recreated when lost. */
  NATS_RECONCILE_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  NATS_SUBJECT_PREFIX: z
    .string()
    .regex(/^([a-z0-9_-]+\.)?$/)
    .default(''),
  AUTH_ISSUER: developmentDefault(z.string().url().default('http://127.0.0.1:4001')),
  AUTH_AUDIENCE: z.string().default('takehome'),
  AUTH_JWKS_URL: developmentDefault(z.string().url().default('http://127.0.0.1:4001/.well-known/jwks.json')),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

/** In production, every variable whose default is for development only and that the environment leaves unset. */
function unsetInProduction(schema: z.ZodType, env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.entries(shape)
    .filter(([name, field]) => developmentDefaults.has(field) && env[name] === undefined)
    .map(([name]) => `${name}: must be set in production (its default is for development only)`);
}

/** Turns the environment into one typed config object, naming every bad variable at once. */
export function loadConfig<S extends z.ZodType<BaseConfig>>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)),
    ...unsetInProduction(schema, env),
  ];
  if (problems.length) throw new ConfigError(problems);
  return result.data as z.infer<S>;
}
