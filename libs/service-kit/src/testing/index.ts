export * from './database.js';
export * from './nats.js';
export * from './issuer.js';
export * from './service.js';
export * from './relay.js';
export * from './caller.js';
export * from './idempotency.js';
