import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageViewProps } from './pageView';
import { track } from './tracker';

/** For the shell: one page_view per route (path change), with the referrer and UTM source. */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  const trackedPath = useRef<string | null>(null);
  useEffect(() => {
    if (trackedPath.current === pathname) return;
    trackedPath.current = pathname;
    track('page_view', pageViewProps({ pathname, search }, document.referrer, window.location.origin));
  }, [pathname, search]);
}
