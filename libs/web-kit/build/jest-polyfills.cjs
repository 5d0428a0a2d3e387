// jsdom lacks these Web APIs, which react-router 8 uses when it loads.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
