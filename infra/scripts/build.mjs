// Builds every workspace in dependency order, skipping those whose inputs have not changed since
// their last build. `--libs-only` stops after the libraries; `--force` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const LIBS = ['libs/calc-engine', 'libs/contracts', 'libs/service-kit'];
const SERVICES = ['svc-identity', 'svc-calc', 'svc-content', 'svc-analytics'];
const FRONT_ENDS = ['mf-calculator', 'mf-blog', 'mf-admin', 'shell'];
const LIB_INPUTS = ['libs/contracts', 'libs/calc-engine'];

/** What each workspace's build reads besides its own folder. */
const EXTRA_INPUTS = {
  'libs/calc-engine': [],
  // The save body's schema and a saved calculation's type come from calc-engine.
  'libs/contracts': ['libs/calc-engine'],
  'libs/service-kit': ['libs/contracts'],
  ...Object.fromEntries(SERVICES.map((s) => [s, [...LIB_INPUTS, 'libs/service-kit']])),
  ...Object.fromEntries(FRONT_ENDS.map((f) => [f, [...LIB_INPUTS, 'libs/web-kit']])),
  // The shell's build checks the remotes' generated types (infra/scripts/check-remote-types.mjs).
  shell: [...LIB_INPUTS, 'libs/web-kit', 'mf-calculator', 'mf-blog', 'mf-admin'],
};

const IGNORED = new Set(['node_modules', 'dist', 'dist-server', 'coverage', '.data']);

function newestInput(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestInput(path));
    else if (!entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.spec.tsx')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function stampOf(workspace) {
  return join(root, workspace, 'dist', '.build-stamp');
}

function isFresh(workspace) {
  const stamp = stampOf(workspace);
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return [workspace, ...EXTRA_INPUTS[workspace]].every((input) => newestInput(join(root, input)) <= built);
}

const args = new Set(process.argv.slice(2));
const workspaces = args.has('--libs-only') ? LIBS : [...LIBS, ...SERVICES, ...FRONT_ENDS];

for (const workspace of workspaces) {
  if (!args.has('--force') && isFresh(workspace)) continue;
  console.log(`build: ${workspace}`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`build: ${workspace} failed`);
    process.exit(status ?? 1);
  }
  writeFileSync(stampOf(workspace), `${new Date().toISOString()}\n`);
  console.log(`build: ${workspace} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

