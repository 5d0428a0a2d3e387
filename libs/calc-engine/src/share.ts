/**
 * Share links (docs/product/sharing.md): a module of its own, so the calculator's first load, which only reads links,
 * does not carry the code that writes them.
 */
import { EXPENSE_FREQUENCIES, EXPENSE_KEYS, type ExpenseFrequency } from './fields.js';
import { normalizeInput } from './input.js';
import { prefillQueryString } from './prefill.js';
import type { PaycheckInput } from './types.js';

const isExpenseFrequency = (value: string): value is ExpenseFrequency =>
  (EXPENSE_FREQUENCIES as readonly string[]).includes(value);

/**
 * The share link's query string (docs/product/sharing.md): the prefill of `prefillQueryString`, plus the entered
 * expenses and the state certificate, so `parseQueryPrefill` gives back every input. Nothing is stored anywhere: the
 * link is the calculation.
 */
export function shareQueryString(input: PaycheckInput): string {
  const clean = normalizeInput(input);
  const params = new URLSearchParams(prefillQueryString(clean));
  for (const key of EXPENSE_KEYS) {
    const { amount, frequency } = clean.expenses[key];
    if (amount === 0) continue;
    params.set(key, String(amount));
    if (frequency !== 'weekly' && isExpenseFrequency(frequency)) params.set(`${key}Frequency`, frequency);
  }
  if (Object.keys(clean.stateCertificate).length > 0)
    params.set('stateCertificate', JSON.stringify(clean.stateCertificate));
  return params.toString();
}
