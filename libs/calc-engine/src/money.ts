/** Cents rounding and dollar display. */

import { formatUsd } from './en-us.js';

/** Rounds to cents, half away from zero, as the written decimal would round: 1.005 → 1.01, −2.675 → −2.68. */
export function roundCents(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const hundredfold = Math.abs(value) * 100;
  // 15 significant digits drop binary noise, so 1.005 (stored as 1.00499…) still rounds up. That
  // moves the value by under 1e-14 of itself, so it can only change the result near a half cent:
  // elsewhere Math.round alone gives the same (and toPrecision is most of a paycheck's time).
  const nearHalf = Math.abs(hundredfold - Math.floor(hundredfold) - 0.5) <= hundredfold * 1e-14;
  const cents = Math.round(nearHalf ? Number(hundredfold.toPrecision(15)) : hundredfold);
  // A zero result is always +0, so it never displays as "-$0.00".
  return cents === 0 ? 0 : (Math.sign(value) * cents) / 100;
}

/** Drops any fraction of a cent of a non-negative amount, as the written decimal would: 3.7693 → 3.76, 0.29 → 0.29. */
export function truncateCents(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.floor(Number((value * 100).toPrecision(15))) / 100;
}

/** '$1,234.56', or '-$12.00' for a negative amount. */
export function formatMoney(amount: number): string {
  return formatUsd(roundCents(amount));
}
