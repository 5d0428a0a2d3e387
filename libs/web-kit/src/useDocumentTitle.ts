import { useEffect } from 'react';

export const SITE_TITLE = 'TakeHome — Take-Home Pay Calculator';

/** Sets the browser tab title: '<page> — TakeHome', or the site title for the home page. */
export function useDocumentTitle(pageName?: string): void {
  useEffect(() => {
    document.title = pageName ? `${pageName} — TakeHome` : SITE_TITLE;
  }, [pageName]);
}
