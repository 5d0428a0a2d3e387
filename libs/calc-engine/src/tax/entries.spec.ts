/**
 * The main entry must stay free of the tax tables (lazy loading keeps the calculator's first load small): only ./tax
 * pulls them in.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const SRC = resolve(__dirname, '..');

/** Every source module `entry` imports, directly or not (relative imports only). */
function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:import|export)[^'";]*?from\s+'(\.{1,2}\/[^']+)\.js'/g))
      visit(resolve(dirname(file), `${match[1]}.ts`));
  };
  visit(resolve(SRC, entry));
  return [...seen].map((file) => relative(SRC, file)).sort();
}

describe('entries', () => {
  it('the main entry imports no tax tables or withholding code', () => {
    const graph = importGraph('index.ts');
    expect(graph).toContain('tax/types.ts');
    expect(
      graph.filter(
        (file) =>
          file.startsWith('tax/') &&
          // Names and shapes only (withholding-types.ts holds no figures).
          !['tax/types.ts', 'tax/years.ts', 'tax/codes.ts', 'tax/withholding-types.ts'].includes(file),
      ),
    ).toEqual([]);
  });

  it('the tax entry reaches the tables', () => {
    expect(importGraph('tax/index.ts')).toEqual(
      expect.arrayContaining(['tax/data/2026.ts', 'tax/registry.ts', 'paycheck.ts']),
    );
  });
});
