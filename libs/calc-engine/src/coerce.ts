/** Turns loosely typed form values into the clean numbers and flags the rules work on (docs/product/calculation.md). */

/** Plain decimal text only, so '12abc', '0x10' or '1,000' count as junk rather than being half-read. */
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Ceiling on any single input: keeps every product of inputs finite, so no output can be Infinity or NaN. */
export const MAX_INPUT = 1e9;

/** Any input number: empty, junk, NaN, Infinity or negative count as 0. */
export function toAmount(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DECIMAL_TEXT.test(value.trim())
        ? Number(value.trim())
        : NaN;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(n, MAX_INPUT);
}

/** A flag is on only for true or the text 'true'; an absent flag takes its default. */
export function toFlag(value: unknown, whenAbsent: boolean): boolean {
  if (value === undefined) return whenAbsent;
  return value === true || value === 'true';
}

const DEFAULT_DAYS_WORKED = 5;

/** Whole days in a week: absent means the default, anything else is read as a number then held to 1..7. */
export function toDaysWorked(value: unknown): number {
  if (value === undefined) return DEFAULT_DAYS_WORKED;
  return Math.min(7, Math.max(1, Math.trunc(toAmount(value))));
}

/** Objects are read field by field; anything else (null, text, numbers) is treated as empty. */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
