// Every per-address limit is read from the environment by its service's config schema: the
// product's values by default, an operator's (or a test stack's, e2e/support/limits.mjs) when set, and
// a value that is not a positive whole number stops the service naming the variable.
import { ConfigError, loadConfig } from '@takehome/service-kit';
import { configSchema as analytics } from '../../svc-analytics/src/config.js';
import { configSchema as calc } from '../../svc-calc/src/config.js';
import { configSchema as content } from '../../svc-content/src/config.js';
import { configSchema as identity } from '../../svc-identity/src/config.js';
import { RAISED_LIMITS } from '../../e2e/support/limits.mjs';

const LIMITS = [
  { schema: identity, name: 'SIGNUPS_PER_ADDRESS_PER_HOUR', fallback: 20 },
  { schema: identity, name: 'AUTH_MAX_FAILURES_PER_IP', fallback: 20 },
  { schema: content, name: 'CONTACT_PER_ADDRESS_PER_HOUR', fallback: 5 },
  { schema: content, name: 'SUBSCRIBES_PER_ADDRESS_PER_HOUR', fallback: 10 },
  { schema: content, name: 'SUBSCRIBES_PER_EMAIL_PER_DAY', fallback: 3 },
  { schema: calc, name: 'ANONYMOUS_USAGE_PER_ADDRESS_PER_HOUR', fallback: 120 },
  { schema: analytics, name: 'EVENTS_PER_SESSION_PER_MINUTE', fallback: 60 },
  { schema: analytics, name: 'EVENTS_PER_ADDRESS_PER_MINUTE', fallback: 300 },
] as const;

const read = (schema: (typeof LIMITS)[number]['schema'], env: Record<string, string>) =>
  loadConfig(schema, { NODE_ENV: 'test', ...env }) as unknown as Record<string, unknown>;

describe('rate limits in each service config', () => {
  it.each(LIMITS)('$name: $fallback by default, the environment when set', ({ schema, name, fallback }) => {
    expect(read(schema, {})[name]).toBe(fallback);
    expect(read(schema, { [name]: '7' })[name]).toBe(7);
  });

  it.each(LIMITS)('$name: refuses what is not a positive whole number, naming it', ({ schema, name }) => {
    for (const value of ['0', '-1', '2.5', 'lots']) {
      expect(() => read(schema, { [name]: value })).toThrow(ConfigError);
      expect(() => read(schema, { [name]: value })).toThrow(new RegExp(`${name}:`));
    }
  });

  it('raises every per-address limit for the test stacks, and each service accepts the raised values', () => {
    const names = LIMITS.map(({ name }) => name);
    expect(Object.keys(RAISED_LIMITS).sort()).toEqual([...names].sort());
    for (const { schema, name } of LIMITS) expect(read(schema, RAISED_LIMITS)[name]).toBe(Number(RAISED_LIMITS[name]));
  });
});
