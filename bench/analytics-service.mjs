// Shared by the analytics benches: starts svc-analytics (built: npm run build -w svc-analytics) as a
// child process on a scratch database and its own NATS stream, with a test token issuer.
// BENCH_NODE_ARGS passes Node flags to the service, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"
// (with --cpu-prof the service ends by process.exit on SIGTERM, so the profile is written).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  createTestDatabase,
  deleteStream,
  freePort,
  isolatedNatsConfig,
  TestIssuer,
} from '@takehome/service-kit/testing';
import { SERVICE_NODE_FLAGS } from '../infra/stack/services.mjs';

const MAIN = fileURLToPath(new URL('../svc-analytics/dist/main.js', import.meta.url));
const EXIT_ON_SIGTERM = new URL('./lib/exit-on-sigterm.mjs', import.meta.url).href;

function nodeArgs() {
  const args = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  return args.some((arg) => arg.startsWith('--cpu-prof')) ? [...args, `--import=${EXIT_ON_SIGTERM}`] : args;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Starts the service (`instances` processes of it on one database and stream, sharing its durable
 * consumers as replicas do) and waits for /health; `stop()` ends them and drops the database and stream.
 */
export async function startAnalyticsService({ poolSize = 10, instances = 1 } = {}) {
  const issuer = await TestIssuer.start();
  const database = await createTestDatabase('bench', { disposable: false });
  const nats = isolatedNatsConfig('bench');
  const ports = [];
  for (let i = 0; i < instances; i++) ports.push(await freePort());
  const children = ports.map((port) =>
    spawn(process.execPath, [...SERVICE_NODE_FLAGS, ...nodeArgs(), MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: String(poolSize),
        // The bench is one client sending at full speed: the per-address and per-session limits
        // (which stay on) are set above what it sends, so it measures throughput, not refusals.
        EVENTS_PER_ADDRESS_PER_MINUTE: '100000000',
        EVENTS_PER_SESSION_PER_MINUTE: '100000000',
        ...nats,
        ...issuer.config,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const db = new pg.Client({ connectionString: database.url, options: '-c search_path=analytics' });

  const stop = async () => {
    await Promise.all(
      children
        .filter((child) => child.exitCode === null)
        .map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
    );
    await db.end().catch(() => undefined);
    await deleteStream(nats.NATS_URL, nats.NATS_STREAM).catch(() => undefined);
    await database.drop();
    await issuer.close();
  };

  try {
    for (const [index, url] of urls.entries()) {
      for (let i = 0; ; i++) {
        if (children[index].exitCode !== null) throw new Error(`svc-analytics exited with ${children[index].exitCode}`);
        const up = await fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (i > 300) throw new Error('svc-analytics did not become healthy within 30 s');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await db.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: urls[0], urls, db, issuer, stop, pid: children[0].pid, pids: children.map((child) => child.pid), nats };
}

/** CPU seconds a process has used so far (Linux /proc; null elsewhere or once it is gone). */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/**
 * CPU the run costs, split by who spends it: the service process, the Postgres backends of its
 * database (the bench's own connection left out) and this process. On a shared machine the wall-clock
 * rate says how busy the machine was; CPU per event says what the work costs. Call once before the
 * run and once after.
 */
export async function cpuMeter(service) {
  const backends = async () =>
    (
      await service.db.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
    ).rows.map((row) => row.pid);
  const sample = async () => {
    const postgres = new Map();
    for (const pid of await backends()) postgres.set(pid, cpuSecondsOf(pid) ?? 0);
    const own = process.cpuUsage();
    const services = (service.pids ?? [service.pid]).reduce((sum, pid) => sum + (cpuSecondsOf(pid) ?? 0), 0);
    return { service: services, postgres, bench: (own.user + own.system) / 1e6 };
  };
  const before = await sample();
  const stats = await databaseStats(service.db);
  return async () => {
    const after = await sample();
    let postgres = 0;
    for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
    return {
      service: after.service - before.service,
      postgres,
      bench: after.bench - before.bench,
      /** Call after a second or so (Postgres publishes its counts about once a second). */
      database: async () => {
        const now = await databaseStats(service.db);
        return Object.fromEntries(Object.keys(now).map((key) => [key, now[key] - stats[key]]));
      },
    };
  };
}

/** The database's transaction and row counts so far (pg_stat_database). */
async function databaseStats(db) {
  const [row] = (
    await db.query(
      `SELECT xact_commit + xact_rollback AS transactions, tup_inserted + tup_updated + tup_deleted AS rows_written
         FROM pg_stat_database WHERE datname = current_database()`,
    )
  ).rows;
  return { transactions: Number(row.transactions), rowsWritten: Number(row.rows_written) };
}
