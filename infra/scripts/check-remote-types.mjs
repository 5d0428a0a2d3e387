// Part of the shell's build: the types every remote's production build generated with Module Federation's
// dts (its dist/@mf-types.zip, what a host downloads) are unpacked into shell/.remote-types and the
// shell's shell/remote-types/check.ts is compiled against them. It fails — and so does the shell's
// build — when a remote's exposed module is gone or no longer takes the props that the contract in
// libs/web-kit (RemoteModuleProps) says the shell and the other remotes pass it.
//   node infra/scripts/check-remote-types.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';
import { NATIVE_TSC } from './native-tsc.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
/** Federation name → the remote's folder. */
export const REMOTES = { mf_calculator: 'mf-calculator', mf_blog: 'mf-blog', mf_admin: 'mf-admin' };
export const TYPES_DIR = join(root, 'shell', '.remote-types');

/** Unpacks each remote's generated types into `into/<federation name>`. */
export function unpackRemoteTypes(into = TYPES_DIR) {
  rmSync(into, { recursive: true, force: true });
  for (const [name, dir] of Object.entries(REMOTES)) {
    const zip = join(root, dir, 'dist', '@mf-types.zip');
    if (!existsSync(zip)) throw new Error(`${dir} has no generated types (${zip}): build it first`);
    new AdmZip(zip).extractAllTo(join(into, name), true);
  }
}

/** Compiles the check; `tsconfig` may point the remotes' module names elsewhere (the tests do). */
export function checkRemoteTypes(tsconfig = join(root, 'shell', 'tsconfig.remote-types.json')) {
  const result = spawnSync(process.execPath, [NATIVE_TSC, '-p', tsconfig, '--noEmit', '--pretty', 'false'], {
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  unpackRemoteTypes();
  const { ok, output } = checkRemoteTypes();
  if (!ok) {
    console.error(
      `A remote's exposed modules no longer fit their contract (libs/web-kit RemoteModuleProps):\n${output}`,
    );
    process.exit(1);
  }
  console.log('remote types: every exposed module takes its contract props');
}
