// Starts the whole product once for the browser and cross-service tests: its own database, its own
// NATS stream and subject prefix, free ports — so it never touches a running `npm start`.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminDatabaseUrl, freePort, testNatsUrl } from '@takehome/service-kit/testing';
import { ensureTestInfrastructure } from '../../infra/jest/containers.mjs';
import { startStack } from '../../infra/stack/stack.mjs';
import { RAISED_LIMITS } from './limits.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');

export default async function globalSetup() {
  const stopInfrastructure = await ensureTestInfrastructure();
  // The stack runs on the same servers the tests inspect.
  process.env.DATABASE_URL = adminDatabaseUrl();
  process.env.NATS_URL = testNatsUrl();
  const id = randomBytes(4).toString('hex');
  const port = await freePort();
  // E2E_REPLICAS=2 (what `npm test` sets for the browser specs): that many processes of each service
  // behind the gateway's round-robin, as `REPLICAS=2 npm start` runs them.
  const replicas = Number(process.env.E2E_REPLICAS ?? 1);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 4)
    throw new Error(`E2E_REPLICAS must be a whole number from 1 to 4, not "${process.env.E2E_REPLICAS}"`);
  const servicePorts = {};
  for (const name of ['identity', 'calc', 'content', 'analytics']) {
    const ports = [];
    for (let i = 0; i < replicas; i += 1) ports.push(await freePort());
    servicePorts[name] = replicas === 1 ? ports[0] : ports;
  }
  const dataDir = join(root, '.data', `e2e-${id}`);
  mkdirSync(dataDir, { recursive: true });
  const logs = [];
  const stack = await startStack({
    root,
    dataDir,
    port,
    database: `takehome_e2e_${id}`,
    disposable: true,
    servicePorts,
    replicas,
    env: {
      NATS_STREAM: `E2E_${id}`,
      NATS_SUBJECT_PREFIX: `e2e_${id}.`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every request comes from 127.0.0.1 through the gateway: the per-address limits are not these tests' subject.
      ...RAISED_LIMITS,
    },
    log: (line) => logs.push(line),
    // Posts published by a test reach their server-rendered pages within seconds.
    prerenderRefreshMs: 2000,
  }).catch((error) => {
    console.error(`The stack did not start. Its last log lines:\n${logs.slice(-40).join('\n')}`);
    throw error;
  });
  // The browser tests see the public pages as visitors do: rendered on the server, then hydrated.
  const drawn = await stack.prerendered;
  if (drawn === 0) console.warn(`No page was rendered on the server. Last log lines:\n${logs.slice(-10).join('\n')}`);
  globalThis.__takehomeStack = { stack, logs, stopInfrastructure };
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_DATABASE = `takehome_e2e_${id}`;
  process.env.E2E_NATS_STREAM = `E2E_${id}`;
  process.env.E2E_NATS_PREFIX = `e2e_${id}.`;
  // The first replica's port of each service (tests that reach a service directly use that one).
  process.env.E2E_SERVICE_PORTS = JSON.stringify(
    Object.fromEntries(Object.entries(servicePorts).map(([name, ports]) => [name, [ports].flat()[0]])),
  );
  process.env.E2E_REPLICAS = String(replicas);
  if (replicas > 1) console.log(`\ne2e: ${replicas} replicas of each service behind the gateway`);
}
