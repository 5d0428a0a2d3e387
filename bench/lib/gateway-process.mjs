// The product's gateway (infra/gateway/gateway.mjs) in a process of its own, in front of services a
// benchmark started itself, so the benchmark's requests take the path a browser's take (gateway →
// service) without the benchmark's client sharing the gateway's event loop.
//
//   node bench/lib/gateway-process.mjs '{"analytics":["http://127.0.0.1:5001","http://127.0.0.1:5002"]}'
//
// Prints `listening <port>` once it listens on a free port of 127.0.0.1; ends on SIGTERM.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createGateway } from '../../infra/gateway/gateway.mjs';

const SELF = fileURLToPath(import.meta.url);

if (process.argv[1] === SELF) {
  const services = JSON.parse(process.argv[2]);
  const gateway = createGateway({ root: fileURLToPath(new URL('../..', import.meta.url)), services });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${gateway.server.address().port}`);
  process.once('SIGTERM', () => {
    void gateway.close().then(() => process.exit(0));
  });
}

/**
 * Starts the gateway for `services` (name → URL or replicas' URLs) in a child process.
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export function startGatewayProcess(services) {
  // GATEWAY_NODE_ARGS passes Node flags to the gateway, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (the
  // profile is written as it ends on SIGTERM).
  const nodeArgs = (process.env.GATEWAY_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SELF, JSON.stringify(services)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const port = output.match(/listening (\d+)/)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, stop });
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code} before listening`)));
  });
}
