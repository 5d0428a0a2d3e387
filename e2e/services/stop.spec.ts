import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withDatabase } from '@takehome/service-kit';
import { adminDatabaseUrl, deleteStream, testNatsUrl } from '@takehome/service-kit/testing';

// SIGTERM (or Ctrl-C) stops the whole product within 3 s, even with a service that
// has just died and is waiting for its restart.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The process listening on a port of this machine, from `ss`. */
function listenerPid(port: number): number | null {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : null;
}

async function dropDatabase(name: string) {
  const client = new pg.Client({ connectionString: withDatabase(adminDatabaseUrl(), 'postgres') });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end());
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// On the test run's Postgres (a database of its own), and on embedded PGlite, which the stack starts in
// its own process and must close too.
const DATABASES: Array<[string, NodeJS.ProcessEnv]> = [
  ['PostgreSQL', {}],
  ['embedded PGlite', { DATABASE_URL: undefined, EMBEDDED_DATABASE: '1' }],
];

describe('stopping the product', () => {
  it.each(DATABASES)(
    'ends every process within 3 s of SIGTERM, with a service just killed (%s)',
    async (_, env) => {
      const name = `stop${randomBytes(3).toString('hex')}`;
      const stack = spawn(process.execPath, [join(ROOT, 'infra/scripts/private-stack.mjs'), '--name', name], {
        cwd: ROOT,
        env: { ...process.env, PRERENDER: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        let output = '';
        const ports = await new Promise<Record<string, number>>((resolvePorts, reject) => {
          const timer = setTimeout(() => reject(new Error(`stack did not start:\n${output}`)), 150_000);
          const read = (chunk: Buffer) => {
            output += chunk.toString();
            const match = /private stack \S+ at \S+ \(services (\{[^}]*\})/.exec(output);
            if (match) {
              clearTimeout(timer);
              resolvePorts(JSON.parse(match[1]) as Record<string, number>);
            }
          };
          stack.stdout.on('data', read);
          stack.stderr.on('data', read);
          stack.once('exit', (code) => reject(new Error(`stack exited (${code}):\n${output}`)));
        });
        // PGlite listens in the stack's own process (infra/stack/infrastructure.mjs).
        const pids = Object.values(ports).map(listenerPid);
        const pglite = env.EMBEDDED_DATABASE ? listenerPid(54329) : null;
        if (env.EMBEDDED_DATABASE) expect(pglite).toBe(stack.pid);
        expect(pids.every((pid) => pid !== null)).toBe(true);

        process.kill(listenerPid(ports.calc)!, 'SIGKILL');
        await new Promise((r) => setTimeout(r, 100));
        const started = Date.now();
        const exited = new Promise<void>((resolveExit) => stack.once('exit', () => resolveExit()));
        stack.kill('SIGTERM');
        await exited;
        const took = Date.now() - started;

        expect(took).toBeLessThan(3000);
        expect(listenerPid(54329)).toBeNull();
        const stillRunning = [...pids, ...Object.values(ports).map(listenerPid)].filter(
          (pid): pid is number => pid !== null && alive(pid),
        );
        expect(stillRunning).toEqual([]);
      } finally {
        if (stack.exitCode === null) stack.kill('SIGKILL');
        rmSync(join(ROOT, '.data', `private-${name}`), { recursive: true, force: true });
        await dropDatabase(`takehome_private_${name}`);
        await deleteStream(testNatsUrl(), `PRIVATE_${name}`);
      }
    },
    180_000,
  );
});
