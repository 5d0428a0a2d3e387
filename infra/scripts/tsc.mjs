// `node infra/scripts/tsc.mjs <tsc arguments>`: TypeScript 7's native compiler (infra's own `typescript`),
// for the libraries' and services' builds and the remotes' declaration files. It writes the same
// JavaScript as TypeScript 6 in a fifth of the time (docs/adr/0019-typescript-7-for-checking.md).
import { spawnSync } from 'node:child_process';
import { NATIVE_TSC } from './native-tsc.mjs';

const { status, signal, error } = spawnSync(process.execPath, [NATIVE_TSC, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (error) throw error;
process.exit(status ?? (signal ? 1 : 0));
