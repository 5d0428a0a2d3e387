// Cross-service and browser tests against the whole stack, started once for the run.
module.exports = {
  ...require('../infra/jest/node-esm.cjs'),
  testMatch: ['<rootDir>/**/*.spec.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 60000,
  // One stack for all: files run one after another (the supervision test kills a service on purpose).
  maxWorkers: 1,
};
