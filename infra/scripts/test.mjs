// `npm test`: builds, then runs every workspace's jest tests (the browser suite last) and prints one
// closing line `Tests: N passed, N failed`. Arguments name workspaces to run only those. A workspace
// with a `test:replicas` script runs it after its tests (e2e: a browser subset on a stack with two
// replicas of each service, README "Operations").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const only = process.argv.slice(2);
const selected = only.length ? workspaces.filter((w) => only.includes(w)) : workspaces;
const resultsDir = join(root, '.data', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const build = spawnSync(process.execPath, [join(root, 'infra/scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let passed = 0;
let failed = 0;
const broken = [];

// The whole tree is checked statically before anything runs (skipped when only some workspaces are named).
if (!only.length) {
  for (const check of ['typecheck', 'lint']) {
    console.log(`\n=== ${check} ===`);
    const run = spawnSync('npm', ['run', '--silent', check], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) broken.push(check);
  }
}
const runs = selected.flatMap((workspace) => {
  const { scripts = {} } = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  return ['test', 'test:replicas'].filter((script) => scripts[script]).map((script) => ({ workspace, script }));
});
for (const { workspace: name, script } of runs) {
  const workspace = script === 'test' ? name : `${name} (${script})`;
  const output = join(
    resultsDir,
    `${name.replace('/', '-')}${script === 'test' ? '' : `-${script.replace(':', '-')}`}.json`,
  );
  console.log(`\n=== ${workspace} ===`);
  const started = Date.now();
  const run = spawnSync(
    'npm',
    ['run', script, '--silent', '-w', name, '--', '--ci', '--json', `--outputFile=${output}`],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (!existsSync(output)) {
    broken.push(`${workspace} (no results, exit ${run.status})`);
    continue;
  }
  const result = JSON.parse(readFileSync(output, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  if (run.status !== 0 || result.numFailedTests > 0 || result.numRuntimeErrorTestSuites > 0) {
    broken.push(`${workspace} (${result.numFailedTests} failed, ${result.numRuntimeErrorTestSuites} suites broken)`);
  }
  console.log(`=== ${workspace}: ${result.numPassedTests} passed, ${result.numFailedTests} failed in ${seconds} s ===`);
}

if (broken.length) console.log(`\nFailing: ${broken.join(', ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(broken.length || failed ? 1 : 0);
