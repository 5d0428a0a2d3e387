// The infra tests start svc-content, so they need its CommonJS compilation of ESM-only packages.
module.exports = require('./jest/node-esm-with-cjs.cjs')({ testMatch: ['<rootDir>/test/**/*.spec.ts'] });
