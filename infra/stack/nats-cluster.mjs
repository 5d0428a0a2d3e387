// NATS as production runs it (infra/k8s/base/nats.yaml): a JetStream cluster of three servers, here
// three `nats-server` processes on loopback ports, each with its own store, joined by routes. The
// services get every node's URL and create the stream with three replicas (NATS_STREAM_REPLICAS=3),
// so losing one node loses nothing and stops nothing. `NATS_CLUSTER=3 npm start`, and the chaos test.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';

const BINARIES = ['nats-server', '/usr/sbin/nats-server', '/usr/local/bin/nats-server'];

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts `size` clustered nats-servers: client ports `clientPorts`, route ports `routePorts` (one each),
 * stores under `storeDir`/<name>. Resolves once every node takes clients.
 * @param {{ storeDir: string, clientPorts: number[], routePorts: number[], monitorPorts?: number[], clusterName?: string,
 *   log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, urls: string[], kill(i: number): Promise<void>, start(i: number): Promise<void>,
 *   stop(): Promise<void>, wipe(): void }>}
 */
export async function startNatsCluster({
  storeDir,
  clientPorts,
  routePorts,
  monitorPorts,
  clusterName = 'takehome',
  log = () => {},
}) {
  const binary =
    process.env.NATS_SERVER_BIN ?? BINARIES.find((b) => spawnSync(b, ['--version'], { stdio: 'ignore' }).status === 0);
  if (!binary) throw new Error('nats-server is not on PATH (Debian: apt-get install nats-server)');
  const routes = routePorts.map((port) => `nats://127.0.0.1:${port}`).join(',');
  const nodes = clientPorts.map(() => null);
  const name = (i) => `${clusterName}-${i + 1}`;

  const start = async (i) => {
    const dir = join(storeDir, name(i));
    mkdirSync(dir, { recursive: true });
    // JetStream in a cluster needs a unique server name per node; every node lists every route
    // (its own is skipped), so any two that are up find each other.
    const child = spawn(
      binary,
      [
        '-a',
        '127.0.0.1',
        '-p',
        String(clientPorts[i]),
        '-n',
        name(i),
        '-js',
        '-sd',
        dir,
        '--cluster_name',
        clusterName,
        '--cluster',
        `nats://127.0.0.1:${routePorts[i]}`,
        '--routes',
        routes,
        // The monitoring port (/jsz: who leads the JetStream meta group), when asked for.
        ...(monitorPorts ? ['-m', String(monitorPorts[i])] : []),
      ],
      { stdio: 'ignore' },
    );
    nodes[i] = child;
    child.once('exit', (code, signal) => {
      if (nodes[i] === child) log(`nats ${name(i)} exited (${signal ?? `code ${code}`})`);
    });
    for (let tries = 0; tries < 100 && !(await portOpen(clientPorts[i])); tries++) {
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Another program on its port (the port answers, but not this node): say so rather than use it.
    if (child.exitCode !== null)
      throw new Error(`nats ${name(i)} did not start (exit ${child.exitCode}; port ${clientPorts[i]} taken?)`);
  };

  const end = (i, signal) =>
    new Promise((resolve) => {
      const child = nodes[i];
      nodes[i] = null;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  try {
    await Promise.all(clientPorts.map((_, i) => start(i)));
  } catch (error) {
    await Promise.all(nodes.map((_, i) => end(i, 'SIGKILL')));
    throw error;
  }
  const urls = clientPorts.map((port) => `nats://127.0.0.1:${port}`);
  log(`NATS cluster of ${urls.length} (JetStream) at ${urls.join(',')}`);
  return {
    url: urls.join(','),
    urls,
    /** Ends node `i` outright (kill -9), as a crash would. */
    kill: (i) => end(i, 'SIGKILL'),
    start,
    stop: () => Promise.all(nodes.map((_, i) => end(i, 'SIGTERM'))).then(() => undefined),
    wipe: () => rmSync(storeDir, { recursive: true, force: true }),
  };
}
