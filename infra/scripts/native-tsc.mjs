// The path of TypeScript 7's `tsc` (infra's own `typescript` devDependency), which type-checks without
// emitting; the builds use the root's TypeScript 6 (docs/adr/0019-typescript-7-for-checking.md). The
// package exports no `bin/tsc`, so the path is taken from its package.json.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const NATIVE_TSC = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
