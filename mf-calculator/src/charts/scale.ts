/** '$12k', '$1.2M', '$950': short money for an axis. */
export function shortMoney(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${+(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}$${+(abs / 1_000).toFixed(1)}k`;
  return `${sign}$${Math.round(abs)}`;
}
