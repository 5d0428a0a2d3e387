// The front ends take types (erased) and constants from libs/contracts, never its zod schemas: zod
// (~23 KB brotli) must not reach a browser. A contracts module the front ends import a value from
// must not build schemas at its top level, since the bundler keeps a module whose value is used,
// with everything it runs. Needs the front ends built (npm test builds first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONT_END_DISTS } from '../scripts/precompress.mjs';

const REPO = join(import.meta.dirname, '..', '..');

/** Every source a front end's built JavaScript came from, by the file's source map. */
function bundledSources(dist: string): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  for (const file of readdirSync(join(REPO, dist))) {
    if (!file.endsWith('.js.map')) continue;
    const map = JSON.parse(readFileSync(join(REPO, dist, file), 'utf8')) as { sources: string[] };
    sources.set(file.replace(/\.map$/, ''), map.sources);
  }
  return sources;
}

describe('the front-end bundles', () => {
  it.each(FRONT_END_DISTS)('%s carries no zod', (dist) => {
    expect(existsSync(join(REPO, dist))).toBe(true);
    const files = bundledSources(dist);
    expect(files.size).toBeGreaterThan(0);
    const withZod = [...files]
      .filter(([, sources]) => sources.some((s) => /node_modules\/zod\//.test(s)))
      .map(([file]) => file);
    expect(withZod).toEqual([]);
  });
});
