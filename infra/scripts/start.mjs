// `npm start`: builds what changed, then runs the whole product at one URL (default http://localhost:8080).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOpen } from '../stack/infrastructure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const dataDir = join(root, '.data');
const pidFile = join(dataDir, 'takehome.pid');
const port = Number(process.env.PORT ?? 8080);
const LOCAL_ONLY = new Set(['127.0.0.1', 'localhost', '::1']);
// SERVICE_PORTS=identity,calc,content,analytics (one replica each): ports other than the defaults.
const servicePorts = process.env.SERVICE_PORTS
  ? Object.fromEntries(
      ['identity', 'calc', 'content', 'analytics'].map((name, i) => [
        name,
        Number(process.env.SERVICE_PORTS.split(',')[i]),
      ]),
    )
  : undefined;
// `REPLICAS=2 npm start`: that many processes of each service behind the gateway (docs/operations.md).
const replicas = Number(process.env.REPLICAS ?? 1);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 8) {
  console.error(`REPLICAS must be a whole number from 1 to 8, not "${process.env.REPLICAS}".`);
  process.exit(1);
}

function alreadyRunning() {
  if (!existsSync(pidFile)) return undefined;
  const [pid, url] = readFileSync(pidFile, 'utf8').trim().split(' ');
  try {
    process.kill(Number(pid), 0);
    return { pid, url };
  } catch {
    rmSync(pidFile, { force: true });
    return undefined;
  }
}

mkdirSync(dataDir, { recursive: true });
const running = alreadyRunning();
if (running) {
  console.error(
    `TakeHome is already running (pid ${running.pid}) at ${running.url}. Stop it with Ctrl-C in its terminal first.`,
  );
  process.exit(1);
}
if (await portOpen('127.0.0.1', port)) {
  console.error(
    `Port ${port} is already in use by another program. Free it or start with PORT=<other port> npm start.`,
  );
  process.exit(1);
}

// Every way a person or a supervisor stops the process they started ends everything within 3 s: Ctrl-C,
// kill (INT, TERM, HUP, QUIT), and npm's own end. `npm start` runs this file through `exec`, so npm's
// forwarded signals reach it; a signal npm does not forward ends npm, and then this process sees its
// parent gone.
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
/** What is left running after this long is killed: the whole stop stays under 3 s. */
const STOP_DEADLINE_MS = 2500;
let stack;
let building;
let stopping = false;

function killLeftovers() {
  building?.kill('SIGKILL');
  for (const service of stack?.services ?? []) service.child?.kill('SIGKILL');
}

async function shutdown(reason) {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping TakeHome (${reason})…`);
  if (building) {
    building.kill('SIGTERM');
    return;
  }
  // While the stack is starting, its processes are not known here yet: it is stopped as soon as it is up.
  if (stack) await stopStack();
}

async function stopStack() {
  setTimeout(() => {
    console.log('Stopping took too long: ending what is left.');
    killLeftovers();
    rmSync(pidFile, { force: true });
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  await stack.stop();
  rmSync(pidFile, { force: true });
  process.exit(0);
}
for (const signal of STOP_SIGNALS) process.on(signal, () => void shutdown(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown('its parent process ended');
}, 250).unref();

const buildExit = await new Promise((resolveBuild) => {
  building = spawn(process.execPath, [join(root, 'infra/scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  building.on('exit', (code, signal) => resolveBuild(code ?? (signal ? 1 : 0)));
});
building = undefined;
if (stopping) process.exit(1);
if (buildExit !== 0) process.exit(buildExit);

const { startStack } = await import('../stack/stack.mjs');
try {
  stack = await startStack({
    root,
    dataDir,
    port,
    replicas,
    // A second stack beside a running one (its test, infra/test/start-signals.spec.ts): its own database and ports.
    ...(process.env.DATABASE_NAME ? { database: process.env.DATABASE_NAME } : {}),
    ...(servicePorts ? { servicePorts } : {}),
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(`\nTakeHome could not start: ${error.message}`);
  process.exit(1);
}
if (stopping) await stopStack();
writeFileSync(pidFile, `${process.pid} ${stack.url}\n`);
const each = replicas > 1 ? `; ${replicas} of each service` : '';
console.log(`\n  TakeHome is running at ${stack.url}  (database: ${stack.postgres}${each}; Ctrl-C stops everything)`);
if (LOCAL_ONLY.has(stack.host)) {
  console.log('  Listening on this machine only; HOST=0.0.0.0 npm start lets other machines in.\n');
} else {
  console.log(`  Listening on ${stack.host}: other machines can reach it.`);
  if (!process.env.ADMIN_PASSWORD)
    console.log('  Warning: the admin account has the default password; set ADMIN_PASSWORD before letting others in.');
  console.log('');
}

// A rolling restart (e.g. after a rebuild of one service): `kill -USR2 <pid>`, or `npm run restart --
// [calc identity …]`, which names the services in .data/rolling-restart and then sends the signal.
// Each replica in turn is stopped by SIGTERM (it drains) and started again, the next only once it is ready.
const restartFile = join(dataDir, 'rolling-restart');
let restarting = Promise.resolve();
process.on('SIGUSR2', () => {
  const names = existsSync(restartFile) ? readFileSync(restartFile, 'utf8').split(/\s+/).filter(Boolean) : [];
  rmSync(restartFile, { force: true });
  restarting = restarting.then(async () => {
    if (stopping) return;
    console.log(`Rolling restart of ${names.length ? names.join(', ') : 'every service'}…`);
    await stack.rollingRestart(names.length ? names : undefined).then(
      () => console.log('Rolling restart done.'),
      (error) => console.error(`Rolling restart failed: ${error.message}`),
    );
  });
});
