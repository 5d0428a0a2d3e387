// Shared jest settings for the React front ends and web-kit: jsdom, TSX through SWC.
module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@takehome)/)'],
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/../infra/jest/file-stub.cjs' },
  setupFilesAfterEnv: ['<rootDir>/../infra/jest/web-setup.cjs'],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  // Some specs render the whole calculator page: seconds each on a slow machine. `npm test` runs them at a
  // low priority and gives them longer still (--testTimeout); no spec sets a shorter time of its own.
  testTimeout: 60_000,
};
