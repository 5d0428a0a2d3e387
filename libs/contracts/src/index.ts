export * from './constants.js';
export * from './events.js';
export * from './api.js';
export * from './calc.js';
export * from './identity.js';
export * from './content.js';
export * from './analytics.js';
export * from './content/index.js';
