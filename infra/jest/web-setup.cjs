require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// How long findBy… and waitFor wait: testing-library's second by default; `npm test` runs these suites
// at a low priority beside the others and gives them longer (TEST_ASYNC_TIMEOUT_MS).
const asyncTimeout = Number(process.env.TEST_ASYNC_TIMEOUT_MS);
if (asyncTimeout > 0) configure({ asyncUtilTimeout: asyncTimeout });
