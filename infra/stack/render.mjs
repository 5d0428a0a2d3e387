// The render server (infra/render/main.mjs) as `npm start` runs it: one process per replica under the
// supervisor, as every service runs, answering the pages the gateway passes on.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { eachOutputLine, supervise } from './supervisor.mjs';

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * @param {{ root: string, ports: number[], env: Record<string, string>, log: (line: string) => void }} options
 * @returns {{ name: 'render', replica: number, url: string, prerendered: Promise<number>, readonly exits: number,
 *   stop: () => Promise<void> }[]} `prerendered` resolves how many pages the replica's first pass rendered.
 */
export function startRenderServers({ root, ports, env, log }) {
  return ports.map((port, index) => {
    const label = index === 0 ? 'render' : `render#${index + 1}`;
    const prefix = `[${label}]`.padEnd(12);
    let pagesDrawn;
    const prerendered = new Promise((resolveDrawn) => (pagesDrawn = resolveDrawn));
    const spawnChild = () => {
      const child = spawn(process.execPath, [resolve(root, 'infra/render/main.mjs')], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), RENDER_ROOT: root },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      eachOutputLine(child, (line) => {
        const drawn = /^render: (\d+) pages rendered on the server/.exec(line);
        if (drawn) pagesDrawn(Number(drawn[1]));
        log(`${prefix} ${line}`);
      });
      child.once('exit', () => pagesDrawn(0));
      return child;
    };
    const server = supervise({ name: label, spawnChild, log: (line) => log(`${prefix} ${line}`) });
    return {
      name: 'render',
      replica: index + 1,
      url: `http://127.0.0.1:${port}`,
      prerendered,
      get exits() {
        return server.exits;
      },
      stop: server.stop,
    };
  });
}

/** Waits until every render server says it is ready (it has read the remotes manifest). */
export async function waitRenderReady(servers, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (const server of servers) {
    for (;;) {
      if (server.exits > 0) throw new Error(`render server ${server.replica} exited during start`);
      const ok = await fetch(`${server.url}/health/ready`, { signal: AbortSignal.timeout(1000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the render server did not become ready within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
