import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';

export function testNatsUrl(): string {
  return process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
}

/** Stream and subject prefix of their own, so test runs never see each other's events. */
export function isolatedNatsConfig(label = 'test') {
  const id = `${label}_${randomBytes(4).toString('hex')}`;
  return { NATS_URL: testNatsUrl(), NATS_STREAM: `T_${id}`, NATS_SUBJECT_PREFIX: `${id.toLowerCase()}.` };
}

export async function deleteStream(url: string, stream: string): Promise<void> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

/** The start of Linux's ephemeral range, where the kernel picks outgoing connections' local ports. */
function ephemeralStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port free now for a server started a little later, picked below the ephemeral range: a port the
 * kernel had handed out (listen(0)) could meanwhile become an outgoing connection's local port, and the
 * server's bind then failed with EADDRINUSE (seen in the chaos test).
 */
export async function freePort(): Promise<number> {
  const below = ephemeralStart();
  if (below > 12_000) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = 10_000 + Math.floor(Math.random() * (below - 10_000));
      if (await bindable(port)) return port;
    }
  }
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A nats-server of the test's own, on its own port and store, that the test can stop and start
 * again to prove events survive an outage.
 */
export class OwnNatsServer {
  private process?: ChildProcess;
  private readonly storeDir = mkdtempSync(join(tmpdir(), 'th-nats-'));
  constructor(readonly port: number) {}

  /** A server on a free port, already started. */
  static async started(): Promise<OwnNatsServer> {
    const server = await OwnNatsServer.create();
    await server.start();
    return server;
  }

  static async create(): Promise<OwnNatsServer> {
    return new OwnNatsServer(await freePort());
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const binary = process.env.NATS_SERVER_BIN ?? 'nats-server';
    this.process = spawn(binary, ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.storeDir], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      try {
        const nc = await connect({ servers: this.url, reconnect: false });
        await nc.close();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`nats-server did not start on ${this.url}`);
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  /** Ends the server outright (kill -9), as a crash would. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** Deletes everything the server stored (streams, consumers, messages); stop it first. */
  wipeStore(): void {
    rmSync(this.storeDir, { recursive: true, force: true });
    mkdirSync(this.storeDir, { recursive: true });
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.storeDir, { recursive: true, force: true });
  }
}
