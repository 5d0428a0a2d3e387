// Jest for the front ends: the shared infra/jest/web.cjs, plus what these packages need on top.
const path = require('node:path');
const base = require('../../../infra/jest/web.cjs');

const infraJest = path.resolve(__dirname, '../../../infra/jest');

// react-router 8 (and its own dependencies) ship only ES modules; let SWC turn them into CommonJS.
const ESM_PACKAGES = ['@takehome', 'react-router', '@remix-run', 'cookie-es'];

/** @param {string} rootDir the package folder (__dirname of its jest.config.cjs) */
module.exports = function frontEndJestConfig(rootDir) {
  return {
    ...base,
    rootDir,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    // Absolute, so the config also works for libs/web-kit, which is one level deeper.
    moduleNameMapper: { '\\.(css|svg|png)$': path.join(infraJest, 'file-stub.cjs') },
    setupFilesAfterEnv: [path.join(infraJest, 'web-setup.cjs')],
  };
};
