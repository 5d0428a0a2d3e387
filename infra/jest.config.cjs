module.exports = { ...require('./jest/node-esm.cjs'), testMatch: ['<rootDir>/test/**/*.spec.ts'] };
