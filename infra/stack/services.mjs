// Starts the four services as child processes with their own database roles, and waits until healthy.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { SERVICES } from '@takehome/contracts';
import { ensureDatabase, provisionServiceSchema, withDatabase } from '@takehome/service-kit';
import { eachOutputLine, supervise } from './supervisor.mjs';

/** A stable per-install password for each service role, so restarts keep working. */
function rolePassword(secret, schema) {
  return createHash('sha256').update(`${secret}:${schema}`).digest('hex').slice(0, 32);
}

/**
 * Creates the database, one schema and one login role per service (docs/architecture.md), and returns
 * each service's connection URL. PGlite has a single user, so there every service shares it.
 */
export async function provisionDatabase({ adminUrl, database, kind, secret, passwords = {}, disposable = false }) {
  if (kind === 'pglite') {
    return Object.fromEntries(Object.keys(SERVICES).map((name) => [name, adminUrl]));
  }
  await ensureDatabase(adminUrl, database, { disposable });
  const urls = {};
  for (const [name, { schema }] of Object.entries(SERVICES)) {
    urls[name] = (
      await provisionServiceSchema(adminUrl, database, schema, passwords[name] ?? rolePassword(secret, schema))
    ).url;
  }
  return urls;
}

/** The ports of a service's replicas: the ones given, else its port and then +10 per further replica. */
export function replicaPorts(port, replicas = 1) {
  if (Array.isArray(port)) return port.slice(0, Math.max(replicas, port.length));
  return Array.from({ length: replicas }, (_, i) => port + 10 * i);
}

/**
 * Starts each service under a supervisor (infra/stack/supervisor.mjs): a service that crashes is
 * started again with backoff, and says so in the log. With `replicas` > 1 every service runs that
 * many processes (on `replicaPorts`), which share its database and its NATS consumers.
 * @param {{ root: string, databaseUrls: Record<string,string>, natsUrl: string,
 *   ports: Record<string, number | number[]>, replicas?: number,
 *   env: Record<string,string>, log: (line: string) => void }} options
 * @returns {{ name: string, replica: number, url: string, readonly child: import('node:child_process').ChildProcess,
 *   readonly exits: number, stop: (signal?: NodeJS.Signals) => Promise<void>, replace: () => Promise<void> }[]}
 */
/**
 * V8 flags every service runs with, here as in its Dockerfile and package.json start script: a young
 * generation of 32 MB semi-spaces instead of 16, so a request's short-lived objects die there in half
 * as many scavenges, for ~60 MB more memory at most (docs/BENCHMARKS.md).
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=32'];

export function startServices({ root, databaseUrls, natsUrl, ports, replicas = 1, env, log }) {
  const identityPort = replicaPorts(ports.identity)[0];
  return Object.keys(SERVICES).flatMap((name) =>
    replicaPorts(ports[name], replicas).map((port, index) =>
      startOne({ root, name, port, index, identityPort, databaseUrls, natsUrl, env, log }),
    ),
  );
}

function startOne({ root, name, port, index, identityPort, databaseUrls, natsUrl, env, log }) {
  const label = index === 0 ? name : `${name}#${index + 1}`;
  const prefix = `[${label}]`.padEnd(12);
  const spawnChild = () => {
    // SERVICE_NODE_ARGS: extra node flags for every service (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
    // to profile them under a benchmark: Node does not take --cpu-prof from NODE_OPTIONS).
    const nodeArgs = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(
      process.execPath,
      [...SERVICE_NODE_FLAGS, ...nodeArgs, resolve(root, `svc-${name}/dist/main.js`)],
      {
        cwd: resolve(root, `svc-${name}`),
        env: {
          ...process.env,
          ...env,
          PORT: String(port),
          DATABASE_URL: databaseUrls[name],
          NATS_URL: natsUrl,
          AUTH_ISSUER: env.AUTH_ISSUER,
          AUTH_JWKS_URL: env.AUTH_JWKS_URL ?? `http://127.0.0.1:${identityPort}/.well-known/jwks.json`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    eachOutputLine(child, (line) => log(`${prefix} ${line}`));
    return child;
  };
  const service = supervise({ name: `svc-${label}`, spawnChild, log: (line) => log(`${prefix} ${line}`) });
  return {
    name,
    replica: index + 1,
    url: `http://127.0.0.1:${port}`,
    get child() {
      return service.child;
    },
    get exits() {
      return service.exits;
    },
    stop: service.stop,
    replace: service.replace,
  };
}

export async function waitHealthy(children, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (const service of children) {
    for (;;) {
      // A service that cannot even start (bad settings, no database) fails the start instead of looping.
      const label = service.replica > 1 ? `svc-${service.name}#${service.replica}` : `svc-${service.name}`;
      if (service.exits > 0) throw new Error(`${label} exited during start`);
      const ok = await fetch(`${service.url}/health`, { signal: AbortSignal.timeout(1000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${label} did not become healthy within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Stops every service within a few seconds, whatever state each is in (running, dead, restarting). */
export async function stopServices(children) {
  await Promise.all(children.map((service) => service.stop('SIGINT')));
}

async function waitReady(service, label, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${service.url}/health/ready`, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${label} did not become ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Replaces the replicas of each named service one at a time: each is stopped by SIGTERM (it drains), a
 * new process started, and the next one only stopped once the new one is ready and `settleMs` more have
 * passed (the gateway's health check has put it back in rotation by then). The services roll side by
 * side, as each Deployment rolls on its own in Kubernetes.
 */
export async function rollingRestart(children, names, { settleMs = 1_500, log = () => undefined } = {}) {
  await Promise.all(
    names.map(async (name) => {
      for (const service of children.filter((c) => c.name === name)) {
        const label = service.replica > 1 ? `svc-${name}#${service.replica}` : `svc-${name}`;
        const started = Date.now();
        await service.replace();
        await waitReady(service, label);
        log(`rolling restart: ${label} ready again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        await new Promise((resolveWait) => setTimeout(resolveWait, settleMs));
      }
    }),
  );
}

export { withDatabase };
