const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const countFormat = new Intl.NumberFormat('en-US');

/** 'Jan 5, 9:00 AM'; a dash when there is no date. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : '—';
}

/** '09:00:05 AM', for log lines. */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** 1,234 */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A 0–100 rate as '12.5%'. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}

const utcDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const utcDayShort = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar day 'YYYY-MM-DD' as 'Mar 2, 2026' (or 'Mar 2'), whatever the browser's time zone. */
export function formatDay(day: string, withYear = true): string {
  return (withYear ? utcDay : utcDayShort).format(new Date(`${day}T00:00:00Z`));
}
