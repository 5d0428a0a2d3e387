// The per-address limits (docs/product/limits.md), raised for stacks the tests start: the browser and cross-service
// tests send everything from 127.0.0.1 through one gateway, so the product's limits (20 sign-ups an
// hour, 5 contact messages, 120 anonymous usage reports…) would stop a run that is not about them.
// A test whose subject is a limit runs a service of its own with the product's values (each service's
// test/abuse.spec.ts, infra/test/client-address.spec.ts).

/** Environment for the services of a test stack: every per-address limit far above any run's traffic. */
export const RAISED_LIMITS = {
  AUTH_MAX_FAILURES_PER_IP: '100000',
  SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
  CONTACT_PER_ADDRESS_PER_HOUR: '100000',
  SUBSCRIBES_PER_ADDRESS_PER_HOUR: '100000',
  SUBSCRIBES_PER_EMAIL_PER_DAY: '100000',
  ANONYMOUS_USAGE_PER_ADDRESS_PER_HOUR: '1000000',
  EVENTS_PER_SESSION_PER_MINUTE: '1000000',
  EVENTS_PER_ADDRESS_PER_MINUTE: '1000000',
};
