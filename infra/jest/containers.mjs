// Test infrastructure for jest runs: the configured or local PostgreSQL and NATS, else containers
// started with the docker CLI when a Docker engine answers (the role testcontainers plays), else a
// clear message. Exposes what it found as TEST_DATABASE_URL and TEST_NATS_URL.
import { execFileSync } from 'node:child_process';
import { portOpen } from '../stack/infrastructure.mjs';

function docker(args) {
  return execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function dockerAvailable() {
  try {
    docker(['info', '--format', '{{.ServerVersion}}']);
    return true;
  } catch {
    return false;
  }
}

async function waitForPort(port) {
  for (let i = 0; i < 120 && !(await portOpen('127.0.0.1', port)); i++) await new Promise((r) => setTimeout(r, 500));
}

function startContainer(image, containerPort, args = [], env = []) {
  const id = docker(['run', '-d', '--rm', '-p', `127.0.0.1::${containerPort}`, ...env.flatMap((e) => ['-e', e]), image, ...args]);
  const port = Number(docker(['port', id, String(containerPort)]).split(':').pop());
  return { id, port };
}

export async function ensureTestInfrastructure() {
  const started = [];
  if (!process.env.TEST_DATABASE_URL && !(await portOpen('127.0.0.1', 5432))) {
    if (!dockerAvailable()) throw new Error('Tests need PostgreSQL: start it on 127.0.0.1:5432 or set TEST_DATABASE_URL');
    const pg = startContainer('postgres:16', 5432, [], ['POSTGRES_HOST_AUTH_METHOD=trust']);
    started.push(pg.id);
    await waitForPort(pg.port);
    await new Promise((r) => setTimeout(r, 2000)); // the server restarts once after initdb
    process.env.TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:${pg.port}/postgres`;
  }
  if (!process.env.TEST_NATS_URL && !(await portOpen('127.0.0.1', 4222))) {
    if (!dockerAvailable()) throw new Error('Tests need NATS with JetStream: start it on 127.0.0.1:4222 or set TEST_NATS_URL');
    const nats = startContainer('nats:2.10', 4222, ['-js']);
    started.push(nats.id);
    await waitForPort(nats.port);
    process.env.TEST_NATS_URL = `nats://127.0.0.1:${nats.port}`;
  }
  return async () => {
    for (const id of started) docker(['rm', '-f', id]);
  };
}
