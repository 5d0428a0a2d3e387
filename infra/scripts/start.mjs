// `npm start`: builds what changed, then runs the whole product at one URL (default http://localhost:8080).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOpen } from '../stack/infrastructure.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const dataDir = join(root, '.data');
const pidFile = join(dataDir, 'takehome.pid');
const port = Number(process.env.PORT ?? 8080);
// `REPLICAS=2 npm start`: that many processes of each service behind the gateway (README "Operations").
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
  console.error(`TakeHome is already running (pid ${running.pid}) at ${running.url}. Stop it with Ctrl-C in its terminal first.`);
  process.exit(1);
}
if (await portOpen('127.0.0.1', port)) {
  console.error(`Port ${port} is already in use by another program. Free it or start with PORT=<other port> npm start.`);
  process.exit(1);
}

const build = spawnSync(process.execPath, [join(root, 'infra/scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { startStack } = await import('../stack/stack.mjs');
let stack;
try {
  stack = await startStack({ root, dataDir, port, replicas, log: (line) => console.log(line) });
} catch (error) {
  console.error(`\nTakeHome could not start: ${error.message}`);
  process.exit(1);
}
writeFileSync(pidFile, `${process.pid} ${stack.url}\n`);
const each = replicas > 1 ? `; ${replicas} of each service` : '';
console.log(`\n  TakeHome is running at ${stack.url}  (database: ${stack.postgres}${each}; Ctrl-C stops everything)\n`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping TakeHome…');
  await stack.stop();
  rmSync(pidFile, { force: true });
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// A rolling restart (e.g. after a rebuild of one service): `kill -HUP <pid>`, or `npm run restart --
// [calc identity …]`, which names the services in .data/rolling-restart and then sends the signal.
// Each replica in turn is stopped by SIGTERM (it drains) and started again, the next only once it is ready.
const restartFile = join(dataDir, 'rolling-restart');
let restarting = Promise.resolve();
process.on('SIGHUP', () => {
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
