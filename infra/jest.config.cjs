const base = require('./jest/node-esm.cjs');

// @fastify/static requires content-disposition 3, which is ESM only: node 20 loads it with require(esm),
// jest's module loader does not, so jest compiles that one package to CommonJS.
module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  transform: {
    ...base.transform,
    'node_modules/.+/content-disposition/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static/node_modules/)?content-disposition/)'],
};
