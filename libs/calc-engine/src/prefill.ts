/**
 * Calculator prefill from the address's query string (docs/product/paths.md), and links back to it.
 */
import { toAmount, toDaysWorked } from './coerce.js';
import {
  CHOICE_FIELDS,
  EXPENSE_KEYS,
  FLAG_FIELDS,
  NUMBER_FIELDS,
  W4_QUERY_FIELDS,
  type W4QueryField,
} from './fields.js';
import { DEFAULT_INPUT, normalizeInput, normalizeW4 } from './input.js';
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

const W4_PARAMS = Object.keys(W4_QUERY_FIELDS) as W4QueryField[];

/**
 * Numbers are cleaned like any input; a flag is on only for the text 'true'. W-4 mode choices
 * (taxMode, taxYear, filingStatus, state, payFrequency) are cleaned like normalizeInput does; the
 * W-4 comes as flat `w4…` parameters (W4_QUERY_FIELDS) and is returned complete as `input.w4`.
 */
export function parseQueryPrefill(params: QueryParams): QueryPrefill {
  const input: Record<string, unknown> = {};
  for (const field of NUMBER_FIELDS) {
    const value = readParam(params, field);
    if (value !== undefined) input[field] = field === 'daysWorked' ? toDaysWorked(value) : toAmount(value);
  }
  if (typeof input.stateAllowances === 'number') input.stateAllowances = Math.trunc(input.stateAllowances);
  for (const field of FLAG_FIELDS) {
    const value = readParam(params, field);
    if (value !== undefined) input[field] = value === 'true';
  }
  const choices: Record<string, string> = {};
  for (const field of CHOICE_FIELDS) {
    const value = readParam(params, field);
    if (value !== undefined) choices[field] = value;
  }
  if (Object.keys(choices).length > 0) {
    const clean = normalizeInput(choices);
    for (const field of Object.keys(choices)) input[field] = clean[field as keyof typeof clean];
  }
  const w4: Record<string, string> = {};
  for (const param of W4_PARAMS) {
    const value = readParam(params, param);
    if (value !== undefined) w4[W4_QUERY_FIELDS[param]] = value;
  }
  if (Object.keys(w4).length > 0) input.w4 = normalizeW4(w4);
  // A shared link's expenses: `<expense>=<amount>` and, when not weekly, `<expense>Frequency=daily|monthly`.
  const expenses: Record<string, { amount: unknown; frequency: unknown }> = {};
  for (const key of EXPENSE_KEYS) {
    const amount = readParam(params, key);
    if (amount !== undefined) expenses[key] = { amount, frequency: readParam(params, `${key}Frequency`) ?? 'weekly' };
  }
  if (Object.keys(expenses).length > 0) input.expenses = normalizeInput({ expenses }).expenses;
  const certificate = readParam(params, 'stateCertificate');
  if (certificate !== undefined)
    input.stateCertificate = normalizeInput({ stateCertificate: parseJson(certificate) }).stateCertificate;
  return { input, present: Object.keys(input).length > 0 };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The query string (without '?') that prefills the calculator with `input`: every field that differs
 * from the blank calculator, W-4 fields included, so `parseQueryPrefill` gives the same inputs back.
 * Expenses are not carried (the prefill of docs/product/paths.md has none).
 */
export function prefillQueryString(input: PaycheckInput): string {
  const params = new URLSearchParams();
  const clean = normalizeInput(input);
  for (const field of [...NUMBER_FIELDS, ...FLAG_FIELDS, ...CHOICE_FIELDS])
    if (clean[field] !== DEFAULT_INPUT[field]) params.set(field, String(clean[field]));
  if (JSON.stringify(clean.w4) !== JSON.stringify(DEFAULT_INPUT.w4)) {
    const w4: Partial<Record<string, number | boolean>> = clean.w4;
    for (const param of W4_PARAMS) {
      const value = w4[W4_QUERY_FIELDS[param]];
      if (value !== undefined) params.set(param, String(value));
    }
  }
  return params.toString();
}
