const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 40, 37.5, 1,200 — hours, percents and counts. */
export const formatNumber = (value: number) => NUMBER.format(value);

/** 'Nov 22, 2025' in the browser's zone. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

/** The browser's IANA zone, for the server's month boundaries. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
