import { formatDecimal } from '@takehome/calc-engine';

/** 40, 37.5, 1,200 — hours, percents and counts. */
export const formatNumber = formatDecimal;

/** '2025-11-22' in the browser's zone, for file names. */
export function fileDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '2026-11-28-1541': the local day and minute, so two files of one day do not become "name (1).json". */
export function fileMinute(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${fileDate(date)}-${pad(date.getHours())}${pad(date.getMinutes())}`;
}

/** The browser's IANA zone, for the server's month boundaries. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
