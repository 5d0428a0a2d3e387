module.exports = require('../infra/jest/node-esm-with-cjs.cjs')();
