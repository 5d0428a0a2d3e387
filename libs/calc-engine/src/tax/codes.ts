import { STATE_CODES, type StateCode } from './types.js';

/** True for one of the 51 two-letter codes (50 states and DC). */
export const isStateCode = (value: unknown): value is StateCode =>
  typeof value === 'string' && (STATE_CODES as readonly string[]).includes(value);
