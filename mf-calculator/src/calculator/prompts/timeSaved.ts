/** docs/product/copy.md: each calculation saves about 15 minutes. */
const MINUTES_PER_CALCULATION = 15;

/** '45 minutes', '2 hours 30 minutes'. */
export function timeSavedText(calculations: number): string {
  const minutes = calculations * MINUTES_PER_CALCULATION;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 && `${hours} ${hours === 1 ? 'hour' : 'hours'}`, rest > 0 && `${rest} minutes`];
  return parts.filter(Boolean).join(' ') || '0 minutes';
}
