import { useEffect } from 'react';
import { noteServerHead, siteOrigin } from './webKitHead';

export interface PageHead {
  /** The page's meta description. */
  description: string;
  /** Path of the page's canonical address on this site, e.g. '/faq'. */
  canonicalPath: string;
  /** Schema.org structured data, written as a JSON-LD script. */
  structuredData?: object;
}

/** Absolute address of a path on this site, as structured data wants it. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin()).href;
}

/**
 * Sets or creates a head element's attribute for as long as the page is shown, then puts back what
 * was there before (the shell's own description, for instance) or removes what it created.
 */
function useHeadAttribute(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLElement>(selector);
    const element = existing ?? document.head.appendChild(create());
    const previous = existing?.getAttribute(attribute) ?? null;
    element.setAttribute(attribute, value);
    return () => {
      if (!existing) element.remove();
      else if (previous === null) element.removeAttribute(attribute);
      else element.setAttribute(attribute, previous);
    };
  }, [selector, create, attribute, value]);
}

const createDescription = () => Object.assign(document.createElement('meta'), { name: 'description' });
const createCanonical = () => Object.assign(document.createElement('link'), { rel: 'canonical' });

/**
 * The page's meta description, canonical link and JSON-LD structured data, taken out of the head again when it unmounts.
 * Not React 19's hoisted <meta>/<link>: React adds them beside the shell's own description (index.html)
 * instead of replacing it, and the prerenderer and the gateway read the first description in the head.
 */
export function usePageHead({ description, canonicalPath, structuredData }: PageHead): void {
  noteServerHead({ description });
  useHeadAttribute('meta[name="description"]', createDescription, 'content', description);
  useHeadAttribute('link[rel="canonical"]', createCanonical, 'href', absoluteUrl(canonicalPath));

  const json = structuredData ? JSON.stringify(structuredData) : null;
  useEffect(() => {
    if (json === null) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // textContent is never parsed as HTML, so a '</script>' inside a title cannot end the script early.
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}
