// Shared by the analytics benches: starts svc-analytics (built: npm run build -w svc-analytics) as a
// child process on a scratch database and its own NATS stream, with a test token issuer.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  createTestDatabase,
  deleteStream,
  freePort,
  isolatedNatsConfig,
  TestIssuer,
} from '@takehome/service-kit/testing';

const MAIN = fileURLToPath(new URL('../svc-analytics/dist/main.js', import.meta.url));

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Starts the service and waits for /health; `stop()` ends it and drops its database and stream. */
export async function startAnalyticsService({ poolSize = 10 } = {}) {
  const issuer = await TestIssuer.start();
  const database = await createTestDatabase('bench');
  const nats = isolatedNatsConfig('bench');
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: String(poolSize),
      // The bench is one client sending at full speed: issue 13's per-address and per-session limits
      // (which stay on) are set above what it sends, so it measures throughput, not refusals.
      EVENTS_PER_ADDRESS_PER_MINUTE: '100000000',
      EVENTS_PER_SESSION_PER_MINUTE: '100000000',
      ...nats,
      ...issuer.config,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const db = new pg.Client({ connectionString: database.url, options: '-c search_path=analytics' });

  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    await db.end().catch(() => undefined);
    await deleteStream(nats.NATS_URL, nats.NATS_STREAM).catch(() => undefined);
    await database.drop();
    await issuer.close();
  };

  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`svc-analytics exited with ${child.exitCode}`);
      const up = await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 300) throw new Error('svc-analytics did not become healthy within 30 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    await db.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, db, issuer, stop };
}
