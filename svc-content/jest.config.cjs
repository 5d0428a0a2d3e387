module.exports = { ...require('../infra/jest/node-esm.cjs') };
