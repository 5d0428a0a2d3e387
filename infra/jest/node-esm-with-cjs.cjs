// Jest for an ESM Node package that loads svc-content (its own tests, or infra's that start it):
// sanitize-html is CommonJS and requires htmlparser2 and its helpers, which ship only as ES modules.
// Node 20 loads them (require of ESM); jest's module system on Node 20 cannot, so tests compile them
// to CommonJS. The same for @fastify/static's content-disposition (the OpenAPI page), as in node-esm.cjs.
const base = require('./node-esm.cjs');

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

/** node-esm.cjs with those packages compiled to CommonJS, plus `overrides` (e.g. testMatch). */
module.exports = function nodeEsmWithCommonJs(overrides = {}) {
  return {
    ...base,
    transform: {
      ...base.transform,
      [`/node_modules/(${ESM_ONLY})/.+\\.js$`]: [
        '@swc/jest',
        { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY})/)`],
    ...overrides,
  };
};
