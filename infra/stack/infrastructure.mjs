// Finds or starts what TakeHome needs underneath it (docs/product/outside-services.md): PostgreSQL and NATS JetStream.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { ConnectionTurnQueue } from './pglite-queue.mjs';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_NATS = 'nats://127.0.0.1:4222';

export function portOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * PostgreSQL from DATABASE_URL, else the local server, else embedded PGlite over the wire protocol.
 * @returns {Promise<{ adminUrl: string, kind: 'configured' | 'local' | 'pglite', stop(): Promise<void> }>}
 */
export async function ensurePostgres({ dataDir, log }) {
  if (process.env.DATABASE_URL) {
    if (!(await postgresAnswers(process.env.DATABASE_URL))) {
      throw new Error(`DATABASE_URL is set but PostgreSQL does not answer there (${redact(process.env.DATABASE_URL)})`);
    }
    return { adminUrl: process.env.DATABASE_URL, kind: 'configured', stop: async () => undefined };
  }
  const forced = process.env.EMBEDDED_DATABASE === '1';
  if (!forced && (await postgresAnswers(LOCAL_POSTGRES))) {
    return { adminUrl: LOCAL_POSTGRES, kind: 'local', stop: async () => undefined };
  }

  log(`${forced ? 'EMBEDDED_DATABASE=1' : 'No PostgreSQL on 127.0.0.1:5432'} — starting embedded PGlite (a local demo database)`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  const port = 54329;
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 40 });
  // One connection's extended-protocol messages run together (see pglite-queue.mjs).
  server.queryQueue = new ConnectionTurnQueue(db);
  await server.start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kind: 'pglite',
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

/**
 * NATS from NATS_URL, else the local server, else `nats-server -js` from PATH with data under .data/.
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function ensureNats({ dataDir, log }) {
  if (process.env.NATS_URL) return { url: process.env.NATS_URL, stop: async () => undefined };
  // `NATS_CLUSTER=3 npm start`: a three-node JetStream cluster of its own (client ports 14222-14224),
  // the stream kept on every node, as production runs it.
  const clusterSize = Number(process.env.NATS_CLUSTER ?? 0);
  if (clusterSize > 1) {
    const { startNatsCluster } = await import('./nats-cluster.mjs');
    const ports = Array.from({ length: clusterSize }, (_, i) => 14222 + i);
    const cluster = await startNatsCluster({
      storeDir: join(dataDir, 'nats-cluster'),
      clientPorts: ports,
      routePorts: ports.map((port) => port + 2000),
      log,
    });
    return { url: cluster.url, streamReplicas: Math.min(clusterSize, 3), stop: cluster.stop };
  }
  if (await portOpen('127.0.0.1', 4222)) return { url: LOCAL_NATS, stop: async () => undefined };

  const binary = ['nats-server', '/usr/sbin/nats-server', '/usr/local/bin/nats-server'].find(
    (candidate) => spawnSync(candidate, ['--version'], { stdio: 'ignore' }).status === 0,
  );
  if (!binary) {
    throw new Error(
      'No NATS server answers on 127.0.0.1:4222 and nats-server is not on PATH.\n' +
        '  Install it (Debian: apt-get install nats-server) or set NATS_URL to a NATS server with JetStream.',
    );
  }
  log('No NATS on 127.0.0.1:4222 — starting nats-server with JetStream');
  const storeDir = join(dataDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', '4222', '-js', '-sd', storeDir], { stdio: 'ignore' });
  for (let i = 0; i < 50 && !(await portOpen('127.0.0.1', 4222)); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url: LOCAL_NATS,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
