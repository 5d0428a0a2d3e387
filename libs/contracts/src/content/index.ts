export * from './faq.js';
export * from './pricing-faq.js';
export * from './legal.js';
export * from './price-copy.js';
