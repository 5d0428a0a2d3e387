// Builds every workspace in dependency order, two at a time (a workspace starts once the ones it reads
// are built), skipping those whose inputs have not changed since their last build. `--libs-only` stops
// after the libraries; `--force` rebuilds everything. Most of a build is one single-threaded compiler
// (tsc, or the type generation of a remote's rspack build), so two side by side use both cores.
// Each build's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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
    else if (!entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.spec.tsx'))
      newest = Math.max(newest, statSync(path).mtimeMs);
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
const AT_ONCE = Math.max(1, Math.min(2, availableParallelism()));

/** Builds one workspace unless it is fresh; resolves to whether it is now built. */
function build(workspace) {
  if (!args.has('--force') && isFresh(workspace)) return Promise.resolve(true);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', workspace], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`build: ${workspace}\n${Buffer.concat(chunks).toString()}`);
      if (code !== 0) {
        console.error(`build: ${workspace} failed`);
        return done(false);
      }
      writeFileSync(stampOf(workspace), `${new Date().toISOString()}\n`);
      console.log(`build: ${workspace} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      done(true);
    });
  });
}

/** The workspaces of this build that `workspace` reads (EXTRA_INPUTS names web-kit too, which is read as source). */
const needs = (workspace) => EXTRA_INPUTS[workspace].filter((input) => workspaces.includes(input));

const done = new Set();
const running = new Map();
let failed = false;
while (!failed && done.size < workspaces.length) {
  for (const workspace of workspaces) {
    if (running.size >= AT_ONCE) break;
    if (done.has(workspace) || running.has(workspace) || !needs(workspace).every((input) => done.has(input))) continue;
    running.set(
      workspace,
      build(workspace).then((ok) => {
        running.delete(workspace);
        if (ok) done.add(workspace);
        else failed = true;
      }),
    );
  }
  if (!running.size) throw new Error(`build: nothing can start; waiting: ${workspaces.filter((w) => !done.has(w))}`);
  await Promise.race(running.values());
}
await Promise.all(running.values());
process.exit(failed ? 1 : 0);
