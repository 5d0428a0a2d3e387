// A private copy of the whole product for trying a change by hand (or several at once): its own
// database, NATS stream and free ports; nothing is built, the existing dist folders are served.
//   node infra/scripts/private-stack.mjs --port 8123
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '@takehome/service-kit/testing';
import { startStack } from '../stack/stack.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const { values } = parseArgs({ options: { port: { type: 'string' }, name: { type: 'string' } } });
const id = values.name ?? randomBytes(3).toString('hex');
const port = Number(values.port ?? (await freePort()));
const servicePorts = { identity: await freePort(), calc: await freePort(), content: await freePort(), analytics: await freePort() };
const dataDir = join(root, '.data', `private-${id}`);
mkdirSync(dataDir, { recursive: true });

const stack = await startStack({
  root,
  dataDir,
  port,
  database: `takehome_private_${id}`,
  disposable: true,
  servicePorts,
  env: { NATS_STREAM: `PRIVATE_${id}`, NATS_SUBJECT_PREFIX: `private_${id}.`, PUBLIC_URL: `http://127.0.0.1:${port}` },
  log: (line) => console.log(line.length > 400 ? `${line.slice(0, 400)}…` : line),
});
// Announced once the public pages are prerendered, so a benchmark started on this line measures them as visitors get them.
const drawn = await stack.prerendered;
console.log(`private stack ${id} at ${stack.url} (services ${JSON.stringify(servicePorts)}; ${drawn} pages prerendered)`);
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
