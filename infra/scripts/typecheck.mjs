// `npm run typecheck [workspace…]`: every TypeScript project checked with TypeScript 7's native
// compiler (infra's own `typescript` devDependency), two at a time. The builds keep TypeScript 6, whose JS API rspack's type
// generation, ts-jest and the ESLint parser need (docs/adr/0019-typescript-7-for-checking.md).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NATIVE_TSC } from './native-tsc.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const only = process.argv.slice(2);
const projects = [...(only.length ? workspaces.filter((w) => only.includes(w)) : workspaces), 'bench'].filter(
  (dir) => existsSync(join(root, dir, 'tsconfig.json')) && (!only.length || only.includes(dir)),
);

/** Runs `command`; resolves to its exit code and its output, printed whole so projects do not interleave. */
function run(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => done({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

// The projects import the libraries' built declarations: build those first (quick when fresh).
const libs = await run(process.execPath, [join(root, 'infra/scripts/build.mjs'), '--libs-only']);
if (libs.code !== 0) {
  process.stdout.write(libs.output);
  process.exit(libs.code);
}

const failed = [];
const queue = [...projects];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { code, output } = await run(process.execPath, [NATIVE_TSC, '--noEmit', '-p', project]);
    if (code !== 0) failed.push(project);
    process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}  ${project}\n${code === 0 ? '' : output}`);
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
if (failed.length) console.log(`typecheck: errors in ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
