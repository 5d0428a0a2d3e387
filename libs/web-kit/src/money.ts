const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats dollars as '$1,234.56' (negative: '-$1,234.56'). */
export function formatMoney(amount: number): string {
  return usd.format(Number.isFinite(amount) ? amount : 0);
}
