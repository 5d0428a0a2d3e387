import type { Calculation } from './calculation';
import type { FormValues } from './form/formValues';

/**
 * The calculator of this tab, kept in session storage: signing in reloads the page, Google's redirect
 * and the checkout leave it, and the visitor must come back to the inputs and result they had.
 */
const KEY = 'takehome.calculator';
/** Kept at most this long: an old figure the visitor no longer remembers is not brought back. */
const KEEP_MS = 6 * 60 * 60 * 1000;

export interface KeptCalculator {
  values: FormValues;
  calculation: Calculation | null;
  /** Set by "Sign Up to Save": the result is saved as soon as the visitor is signed in. */
  saveAfterSignIn: boolean;
  keptAt: number;
}

function read(): KeptCalculator | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as KeptCalculator;
    if (typeof kept !== 'object' || !kept?.values || Date.now() - kept.keptAt > KEEP_MS) return null;
    return kept;
  } catch {
    return null;
  }
}

function write(kept: Omit<KeptCalculator, 'keptAt'>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...kept, keptAt: Date.now() }));
  } catch {
    // Without session storage the calculator starts afresh after a reload, as before.
  }
}

/** Remembers the form and the result on screen (the save request is kept as it is). */
export function keepCalculator(values: FormValues, calculation: Calculation | null): void {
  write({ values, calculation, saveAfterSignIn: read()?.saveAfterSignIn ?? false });
}

/** What this tab showed before it was reloaded or left, if anything. */
export function keptCalculator(): KeptCalculator | null {
  return read();
}

/** Asks for (or withdraws) the save of the kept result once the visitor has signed in. */
export function setSaveAfterSignIn(on: boolean): void {
  const kept = read();
  if (kept) write({ values: kept.values, calculation: kept.calculation, saveAfterSignIn: on });
}
