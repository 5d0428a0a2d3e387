import type { EventData } from '@takehome/contracts';

const MAX_SOURCE_LENGTH = 100;

/**
 * The traffic source of a page view: its `source` prop, else `utm_source`, else the host of an
 * external `referrer` (without `www.`), else 'direct'. Lower-cased so 'Google' and 'google' meet.
 */
export function trafficSource(props: EventData<'funnel.*'>['props']): string {
  const named = [props.source, props.utm_source].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (named) return named.trim().toLowerCase().slice(0, MAX_SOURCE_LENGTH);
  if (typeof props.referrer === 'string') {
    try {
      const host = new URL(props.referrer).hostname.replace(/^www\./, '');
      if (host) return host.toLowerCase().slice(0, MAX_SOURCE_LENGTH);
    } catch {
      // not a URL: the visit counts as direct
    }
  }
  return 'direct';
}
