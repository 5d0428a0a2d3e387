import type { TrackProps } from './tracker';

export interface PageLocation {
  pathname: string;
  search: string;
}

/** The page_view props: the path, an external referrer and the UTM source (the service derives the traffic source). */
export function pageViewProps(location: PageLocation, referrer: string, origin: string): TrackProps {
  const utmSource = new URLSearchParams(location.search).get('utm_source')?.trim();
  return {
    path: location.pathname,
    referrer: isExternal(referrer, origin) ? referrer : undefined,
    utm_source: utmSource || undefined,
  };
}

function isExternal(referrer: string, origin: string): boolean {
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return false;
  }
}
