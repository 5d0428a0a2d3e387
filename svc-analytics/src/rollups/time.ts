const DAY_MS = 24 * 60 * 60 * 1000;
/** Day names by day number: a consumer's batch asks for the same few days thousands of times. */
const dayNames = new Map<number, string>();

/** The UTC calendar day of a time, `YYYY-MM-DD`: the unit of every rollup. */
export function utcDay(at: Date): string {
  const day = Math.floor(at.getTime() / DAY_MS);
  let name = dayNames.get(day);
  if (name === undefined) {
    name = at.toISOString().slice(0, 10);
    if (dayNames.size >= 10_000) dayNames.clear();
    dayNames.set(day, name);
  }
  return name;
}

/** The earlier of a stored time and a newly reported one (facts may arrive in any order). */
export function earliest(stored: Date | null, reported: Date | undefined): Date | null {
  return reported && (!stored || reported < stored) ? reported : stored;
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
}

/** The Monday that starts the (ISO) week of `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
