// `npm test`: builds once, then runs every workspace's jest tests and prints one closing line
// `Tests: N passed, N failed`. Arguments name workspaces to run only those (no lint or typecheck then).
//
// The machine has two cores and much of a test's time is spent waiting (on Postgres, NATS, a process
// starting, a page settling), so the work runs in three lanes at once:
//   lane 1: lint, then e2e's browser specs (one stack with two replicas of every service, as production
//           runs them, and Chromium);
//   lane 2: e2e's cross-service specs (stacks stopped and restarted under load), then the libraries,
//           services and infra that talk to Postgres and NATS;
//   lane 3, at a lower priority (nice): typecheck and the jsdom and pure-function tests, which need only
//           the CPU, then svc-calc's suite. They take the processor when the other lanes wait, and give it back when they work,
//           so the browser's and the services' timings are not squeezed; their own waits are long enough
//           for a starved run (--testTimeout, TEST_ASYNC_TIMEOUT_MS in infra/jest/web-setup.cjs).
// Beside them, the previous release is built for the version-skew spec (e2e/support/previous-release.mjs).
// Only one run drives Chromium. Each test file, and each e2e run, makes its own database, stream and free
// ports, so no lane sees another. The build above is the only one: nothing inside the tests builds again
// (typecheck's `--libs-only` build finds the libraries fresh). Each step's output is printed whole when
// it ends, so the lanes do not interleave; it is also kept in .data/test-results/<step>.log. Each step's
// closing line gives its wall time and, where the machine has GNU time, the processor time it and the
// processes it waited for used: the figures to look at first when `npm test` gets slower.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const only = process.argv.slice(2);
const selected = only.length ? workspaces.filter((w) => only.includes(w)) : workspaces;
const resultsDir = join(root, '.data', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** Workspaces whose tests need only the CPU (jsdom, pure functions): lane 3. */
const CPU_ONLY = new Set([
  'libs/contracts',
  'libs/calc-engine',
  'libs/web-kit',
  'mf-calculator',
  'mf-blog',
  'mf-admin',
  'shell',
]);
/** e2e's `test` in two parts: its cross-service specs open lane 2, its browser specs follow lint in lane 1. */
const E2E_SERVICES = { workspace: 'e2e', script: 'test', part: 'services', paths: ['/e2e/services/'] };
// The browser specs go through two replicas of each service, the gateway sending each request to the next.
const E2E_BROWSER = {
  workspace: 'e2e',
  script: 'test',
  part: 'browser',
  paths: ['/e2e/browser/'],
  env: { E2E_REPLICAS: '2' },
};

/** Lane 3's priority: about a tenth of a core when both other lanes keep it busy, all of it when they wait. */
const NICENESS = 10;
/** Lane 3's jest runs: both cores when the others wait, and waits long enough for a starved moment. */
const LOW_PRIORITY = {
  nice: true,
  args: ['--maxWorkers=2', '--testTimeout=120000'],
  env: { TEST_ASYNC_TIMEOUT_MS: '30000' },
};

const started = Date.now();
const elapsed = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** GNU time, when the machine has it: each step's processor time goes beside its wall time. */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
let cpuTotal = 0;
/** ` (N CPU-s)` for a step that `run` measured, else nothing. */
const cpu = (seconds) => (seconds === null ? '' : ` (${seconds.toFixed(0)} CPU-s)`);

/**
 * Runs a command; with `quiet`, its output is collected and printed whole when it ends. Resolves to its exit
 * code and the processor time it and the processes it waited for used (null without GNU time).
 */
function run(command, args, { quiet, label, env = {}, nice = false }) {
  const slug = label.replace(/[^\w.-]+/g, '-');
  const timeFile = join(resultsDir, `${slug}.time`);
  const line = nice ? ['nice', '-n', String(NICENESS), command, ...args] : [command, ...args];
  const [program, ...rest] = TIME ? [TIME, '-q', '-o', timeFile, '-f', '%U %S', ...line] : line;
  return new Promise((done) => {
    const child = spawn(program, rest, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code) => {
      if (quiet) {
        const text = Buffer.concat(chunks).toString();
        writeFileSync(join(resultsDir, `${slug}.log`), text);
        process.stdout.write(`\n=== ${label} ===\n${text}`);
      }
      let seconds = null;
      if (TIME && existsSync(timeFile)) {
        const [user, system] = readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
        if (Number.isFinite(user + system)) cpuTotal += seconds = user + system;
      }
      done({ code: code ?? 1, seconds });
    });
  });
}

let passed = 0;
let failed = 0;
const broken = [];

async function staticCheck(check, quiet, nice = false) {
  const since = Date.now();
  const { code, seconds } = await run('npm', ['run', '--silent', check], { quiet, label: check, nice });
  if (code !== 0) broken.push(check);
  console.log(`=== ${check}: ${code === 0 ? 'clean' : 'FAILED'} in ${elapsed(since)}${cpu(seconds)} ===`);
}

async function jestRun(
  { workspace: name, script, part, paths = [], env },
  quiet,
  { nice = false, args: extra = [], env: extraEnv = {} } = {},
) {
  const label = `${name}${part ? ` ${part}` : ''}${script === 'test' ? '' : ` (${script})`}`;
  const output = join(resultsDir, `${label.replace(/[^\w.-]+/g, '-')}.json`);
  if (!quiet) console.log(`\n=== ${label} ===`);
  const since = Date.now();
  const args = [
    'run',
    script,
    '--silent',
    '-w',
    name,
    '--',
    '--ci',
    '--json',
    `--outputFile=${output}`,
    ...extra,
    ...paths,
  ];
  const { code, seconds } = await run('npm', args, { quiet, label, env: { ...env, ...extraEnv }, nice });
  if (!existsSync(output)) {
    broken.push(`${label} (no results, exit ${code})`);
    return;
  }
  const result = JSON.parse(readFileSync(output, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  if (code !== 0 || result.numFailedTests > 0 || result.numRuntimeErrorTestSuites > 0) {
    broken.push(`${label} (${result.numFailedTests} failed, ${result.numRuntimeErrorTestSuites} suites broken)`);
  }
  console.log(
    `=== ${label}: ${result.numPassedTests} passed, ${result.numFailedTests} failed in ${elapsed(since)}${cpu(seconds)} ===`,
  );
}

/** The jest runs of the selected workspaces in `group`: 'cpu', 'io', 'stacks' or 'browser'. */
function jestRuns(group) {
  return selected.flatMap((workspace) => {
    const { scripts = {} } = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
    if (workspace === 'e2e') {
      if (group === 'stacks') return scripts.test ? [E2E_SERVICES] : [];
      if (group === 'browser') return scripts.test ? [E2E_BROWSER] : [];
      return [];
    }
    if (!['cpu', 'io'].includes(group) || (group === 'cpu') !== CPU_ONLY.has(workspace)) return [];
    return scripts.test ? [{ workspace, script: 'test' }] : [];
  });
}

async function lane(steps) {
  for (const step of steps) await step();
}

const { code: buildCode, seconds: buildSeconds } = await run(
  process.execPath,
  [join(root, 'infra/scripts/build.mjs')],
  {
    quiet: false,
    label: 'build',
  },
);
if (buildCode !== 0) process.exit(buildCode);
console.log(`=== build done in ${elapsed(started)}${cpu(buildSeconds)} ===`);

// The previous release's front ends for e2e's version-skew spec (its own lockfile and builds: mostly
// waiting on npm), made beside the lanes so the browser suite finds them ready.
const previousRelease = jestRuns('browser').length
  ? (async () => {
      const since = Date.now();
      const { code, seconds } = await run(process.execPath, [join(root, 'e2e/support/previous-release.mjs')], {
        quiet: true,
        label: 'previous release',
      });
      if (code !== 0) broken.push('previous release (build failed)');
      console.log(`=== previous release: ${code === 0 ? 'built' : 'FAILED'} in ${elapsed(since)}${cpu(seconds)} ===`);
    })()
  : Promise.resolve();

const staticChecks = (checks, nice = false) =>
  only.length ? [] : checks.map((check) => () => staticCheck(check, true, nice));
const lane1 = [
  ...staticChecks(['lint']),
  () => previousRelease,
  ...jestRuns('browser').map((r) => () => jestRun(r, true)),
];
// svc-calc's suite times nothing of its own, and lane 2 is the longer one with it: it ends lane 3.
const LANE_3_IO = new Set(['svc-calc']);
const io = jestRuns('io');
const lane2 = [...jestRuns('stacks'), ...io.filter((r) => !LANE_3_IO.has(r.workspace))].map(
  (r) => () => jestRun(r, true),
);
const lane3 = [
  ...staticChecks(['typecheck'], true),
  ...jestRuns('cpu').map((r) => () => jestRun(r, true, LOW_PRIORITY)),
  ...io.filter((r) => LANE_3_IO.has(r.workspace)).map((r) => () => jestRun(r, true, { nice: true })),
];
console.log(
  `\nRunning three lanes at once (the third at a lower priority); each step's output is printed when it ends.`,
);
await Promise.all([lane(lane1), lane(lane2), lane(lane3)]);

if (broken.length) console.log(`\nFailing: ${broken.join(', ')}`);
console.log(`\nnpm test took ${elapsed(started)}${TIME ? `, ${cpuTotal.toFixed(0)} CPU-s in its steps` : ''}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(broken.length || failed ? 1 : 0);
