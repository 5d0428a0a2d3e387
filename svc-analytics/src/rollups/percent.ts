/** A number rounded to two decimals, as every rate and average of the API is. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** `part` as a percentage of `whole` (0 when there is no whole), two decimals. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? round2((part / whole) * 100) : 0;
}
