import { useEffect } from 'react';
import { noteServerHead } from './serverHead';

export const SITE_TITLE = 'TakeHome — Take-Home Pay Calculator';

/** Sets the browser tab title: '<page> — TakeHome', or the site title for the home page. */
export function useDocumentTitle(pageName?: string): void {
  const title = pageName ? `${pageName} — TakeHome` : SITE_TITLE;
  noteServerHead({ title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
