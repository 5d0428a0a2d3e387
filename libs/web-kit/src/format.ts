import { formatShortDate } from '@takehome/calc-engine';

/** An ISO 8601 time as a date in the browser's zone, e.g. 'Jun 2, 2026'; a dash when there is none. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? formatShortDate(new Date(iso)) : '—';
}
