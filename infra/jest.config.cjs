const base = require('./jest/node-esm.cjs');

// @fastify/static requires content-disposition 3, which is ESM only: node 20 loads it with require(esm),
// jest's module loader does not, so jest compiles that one package to CommonJS. The same for
// sanitize-html's htmlparser2 and its helpers, loaded by the issue 13 tests that start svc-content
// (as svc-content/jest.config.cjs does).
const ESM_ONLY = [
  '@fastify/static/node_modules/content-disposition',
  'content-disposition',
  'htmlparser2',
  'domelementtype',
  'domhandler',
  'domutils',
  'entities',
  'dom-serializer',
].join('|');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  transform: {
    ...base.transform,
    [`/node_modules/(${ESM_ONLY})/.+\\.js$`]: ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY})/)`],
};
