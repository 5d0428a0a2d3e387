// `npm start` as people and process managers stop it: a signal sent to the npm process itself (not to
// its process group) stops the gateway and every service within 3 s; and it listens on this machine
// only unless HOST says otherwise.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { withDatabase } from '@takehome/service-kit';
import { adminDatabaseUrl, deleteStream, freePort, testNatsUrl } from '@takehome/service-kit/testing';

const root = resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      done(false);
    });
  });
}

/** Whether any process of the group (npm, its shell, node, the services) is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** This machine's first address that is not loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

async function dropDatabase(name: string) {
  const client = new pg.Client({ connectionString: withDatabase(adminDatabaseUrl(), 'postgres') });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end());
}

interface Started {
  npm: ChildProcess;
  database: string;
  stream: string;
  port: number;
  servicePorts: number[];
  output: string[];
}

async function npmStart(): Promise<Started> {
  const port = await freePort();
  const servicePorts = [await freePort(), await freePort(), await freePort(), await freePort()];
  const output: string[] = [];
  const id = randomBytes(4).toString('hex');
  const database = `takehome_signals_${id}`;
  // Its own database and event stream: a running `npm start` beside it is not touched.
  const stream = `SIGNALS_${id}`;
  // Its own process group, as a terminal or a supervisor gives it; the test signals npm's pid alone.
  const npm = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      SERVICE_PORTS: servicePorts.join(','),
      DATABASE_NAME: database,
      NATS_STREAM: stream,
      NATS_SUBJECT_PREFIX: `signals_${id}.`,
      PRERENDER: '0',
      HOST: '',
    },
  });
  for (const stream of [npm.stdout, npm.stderr]) stream?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  const deadline = Date.now() + 150_000;
  while (!output.join('').includes('TakeHome is running at')) {
    if (npm.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm start did not come up:\n${output.join('').slice(-2000)}`);
    await sleep(250);
  }
  return { npm, database, stream, port, servicePorts, output };
}

describe('npm start', () => {
  const running: Started[] = [];
  afterEach(async () => {
    for (const { npm, database, stream } of running.splice(0)) {
      if (npm.pid && groupAlive(npm.pid)) process.kill(-npm.pid, 'SIGKILL');
      await dropDatabase(database);
      await deleteStream(testNatsUrl(), stream).catch(() => undefined);
    }
  });

  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)(
    'stops everything within 3 s when npm itself gets %s, and listens on 127.0.0.1 only',
    async (signal) => {
      const started = await npmStart();
      running.push(started);
      const { npm, port, servicePorts, output } = started;
      expect(output.join('')).toContain('Listening on this machine only');
      await expect(portOpen(port)).resolves.toBe(true);
      const outside = outsideAddress();
      if (outside) await expect(portOpen(port, outside)).resolves.toBe(false);

      const sentAt = Date.now();
      process.kill(npm.pid!, signal);
      while (groupAlive(npm.pid!) && Date.now() - sentAt < 10_000) await sleep(50);
      const stoppedIn = Date.now() - sentAt;
      expect({ signal, stoppedIn: stoppedIn <= 3000 ? 'within 3 s' : `${stoppedIn} ms` }).toEqual({
        signal,
        stoppedIn: 'within 3 s',
      });
      for (const open of [port, ...servicePorts]) await expect(portOpen(open)).resolves.toBe(false);
    },
    240_000,
  );
});
