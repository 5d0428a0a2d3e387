// Shared jest settings for the ESM Node packages (services and server libs), compiled by SWC.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'es6' },
};

// Every service serves its OpenAPI page with @fastify/static, which requires content-disposition.
// From version 3 it ships only ES modules, which jest's module loader cannot require, so jest compiles
// it to CommonJS (a no-op for the CommonJS 2.x pinned for Node 20: docs/toolchain.md).
const CONTENT_DISPOSITION = '(@fastify/static/node_modules/)?content-disposition';

module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    [`/node_modules/${CONTENT_DISPOSITION}/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!${CONTENT_DISPOSITION}/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testTimeout: 30000,
  globalSetup: require.resolve('./global-setup.mjs'),
  globalTeardown: require.resolve('./global-teardown.mjs'),
};
