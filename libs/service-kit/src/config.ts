import { z } from 'zod';

/** Variables every service reads; a service extends this with its own (STYLE.md: validated once). */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/takehome'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_STREAM: z.string().regex(/^[A-Za-z0-9_-]+$/).default('TAKEHOME'),
  NATS_SUBJECT_PREFIX: z.string().regex(/^([a-z0-9_-]+\.)?$/).default(''),
  AUTH_ISSUER: z.string().url().default('http://127.0.0.1:4001'),
  AUTH_AUDIENCE: z.string().default('takehome'),
  AUTH_JWKS_URL: z.string().url().default('http://127.0.0.1:4001/.well-known/jwks.json'),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

/** Turns the environment into one typed config object, naming every bad variable at once. */
export function loadConfig<S extends z.ZodType<BaseConfig>>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  );
}
