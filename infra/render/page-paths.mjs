// Which paths the shell draws a page at (shell/src/pagePaths.json, checked against its routes by
// shell/src/AppRoutes.spec.tsx): the render server answers any other path 404, with the not-found page.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Whether the shell draws a page at a path (shell/src/pagePaths.json: "/x", "/x/:param", "/x/*"), so
 * any other path answers 404 with the shell's not-found page. Without the list every path is a page.
 */
export function pageMatcher(root) {
  let patterns;
  try {
    patterns = JSON.parse(readFileSync(resolve(root, 'shell/src/pagePaths.json'), 'utf8')).paths;
  } catch {
    return () => true;
  }
  const matchers = patterns.map((pattern) => {
    const source = pattern
      .split('/')
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return new RegExp(`^${source.replace(/\/\.\*$/, '(?:/.*)?')}/?$`);
  });
  return (pathname) => matchers.some((matcher) => matcher.test(pathname));
}
