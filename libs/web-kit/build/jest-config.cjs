// Jest for the front ends: the shared infra/jest/web.cjs, plus what these packages need on top.
const path = require('node:path');
const base = require('../../../infra/jest/web.cjs');

const infraJest = path.resolve(__dirname, '../../../infra/jest');

// react-router 8 (and its own dependencies) ship only ES modules; let SWC turn them into CommonJS.
const ESM_PACKAGES = ['@takehome', 'react-router', '@remix-run', 'cookie-es'];

// CommonJS has no import.meta; react-router reads only import.meta.hot (Vite HMR), which is absent here.
const [[, [swcJest, swcOptions]]] = Object.entries(base.transform);
const swc = {
  ...swcOptions,
  jsc: {
    ...swcOptions.jsc,
    transform: { ...swcOptions.jsc.transform, optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } } },
  },
};
// .mjs too: cookie-es (used by react-router) ships only index.mjs.
const transform = { '^.+\\.(t|j)sx?$': [swcJest, swc], '^.+\\.mjs$': [swcJest, swc] };

/** @param {string} rootDir the package folder (__dirname of its jest.config.cjs) */
module.exports = function frontEndJestConfig(rootDir) {
  return {
    ...base,
    rootDir,
    transform,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    // Absolute, so the config also works for libs/web-kit, which is one level deeper.
    moduleNameMapper: { '\\.(css|svg|png)$': path.join(infraJest, 'file-stub.cjs') },
    setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(infraJest, 'web-setup.cjs')],
  };
};
