// Cross-service and browser tests against the whole stack, started once for the run.
module.exports = {
  ...require('../infra/jest/node-esm.cjs'),
  // A test that runs a stack in its own process (services/replicas.spec.ts) loads the gateway, whose
  // @fastify/static requires content-disposition (ESM-only from version 3): compiled to CommonJS as in infra's config.
  transform: {
    ...require('../infra/jest/node-esm.cjs').transform,
    'node_modules/.+/content-disposition/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static/node_modules/)?content-disposition/)'],
  testMatch: ['<rootDir>/**/*.spec.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  setupFilesAfterEnv: ['<rootDir>/support/retry-browser.ts'],
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 60000,
  // One stack for all: files run one after another (the supervision test kills a service on purpose).
  maxWorkers: 1,
};
