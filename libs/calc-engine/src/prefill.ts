/** Calculator prefill from the address's query string (SPEC §2, "Calculator home"). */
import { toAmount, toDaysWorked } from './coerce.js';
import { FLAG_FIELDS, NUMBER_FIELDS } from './fields.js';
import type { PaycheckInput } from './types.js';

export interface QueryPrefill {
  /** Only the fields named in the query, already cleaned. */
  input: Partial<PaycheckInput>;
  /** True when any calculator parameter is present: the page then prefills and calculates. */
  present: boolean;
}

type QueryParams = URLSearchParams | Record<string, string | undefined>;

function readParam(params: QueryParams, name: string): string | undefined {
  // Duck-typed rather than instanceof, so URLSearchParams from another realm (jsdom, a polyfill) works too.
  return typeof params.get === 'function'
    ? ((params as URLSearchParams).get(name) ?? undefined)
    : (params as Record<string, string | undefined>)[name];
}

/** Numbers are cleaned like any input; a flag is on only for the text 'true'. */
export function parseQueryPrefill(params: QueryParams): QueryPrefill {
  const input: Record<string, number | boolean> = {};
  for (const field of NUMBER_FIELDS) {
    const value = readParam(params, field);
    if (value !== undefined) input[field] = field === 'daysWorked' ? toDaysWorked(value) : toAmount(value);
  }
  for (const field of FLAG_FIELDS) {
    const value = readParam(params, field);
    if (value !== undefined) input[field] = value === 'true';
  }
  return { input: input as Partial<PaycheckInput>, present: Object.keys(input).length > 0 };
}
