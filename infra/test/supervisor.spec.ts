// The supervisor that keeps each service running under `npm start`, on real child processes.
import { spawn } from 'node:child_process';
import { supervise } from '../stack/supervisor.mjs';

const node = (script: string) => () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
const STAYS_UP = 'setInterval(() => {}, 1000);';
const CRASHES = 'setTimeout(() => process.exit(3), 30);';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe('the service supervisor', () => {
  it('restarts a crashed service after a short backoff and says so', async () => {
    const lines: string[] = [];
    let runs = 0;
    const service = supervise({
      name: 'svc-calc',
      spawnChild: () => node(runs++ === 0 ? CRASHES : STAYS_UP)(),
      log: (line) => lines.push(line),
      firstDelayMs: 50,
    });
    await until(() => service.restarts === 1);
    expect(lines).toEqual(['svc-calc exited (code 3); restarting in 0.05 s', 'svc-calc restarted (restart 1)']);
    await sleep(200);
    expect(service.child.exitCode).toBeNull();
    expect(service.exits).toBe(1);
    await service.stop();
  });

  it('doubles the wait after each crash up to a ceiling', async () => {
    const lines: string[] = [];
    const service = supervise({
      name: 'svc-analytics',
      spawnChild: node(CRASHES),
      log: (line) => lines.push(line),
      firstDelayMs: 20,
      maxDelayMs: 80,
    });
    await until(() => service.exits >= 5, 10_000);
    await service.stop();
    const waits = lines.filter((line) => line.includes('restarting in')).map((line) => /in ([\d.]+) s/.exec(line)?.[1]);
    expect(waits.slice(0, 5)).toEqual(['0.02', '0.04', '0.08', '0.08', '0.08']);
  });

  it('stops a service that ignores SIGTERM within the grace period', async () => {
    let ready = false;
    const service = supervise({
      name: 'svc-content',
      spawnChild: () => {
        const child = spawn(
          process.execPath,
          ['-e', `process.on('SIGTERM', () => {}); console.log('ready'); ${STAYS_UP}`],
          {
            stdio: ['ignore', 'pipe', 'ignore'],
          },
        );
        child.stdout.on('data', () => (ready = true));
        return child;
      },
      log: () => undefined,
      stopGraceMs: 300,
    });
    await until(() => ready);
    const started = Date.now();
    await service.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(service.child.signalCode).toBe('SIGKILL');
  });

  it('stops at once when the service is already dead, and restarts nothing afterwards', async () => {
    const service = supervise({
      name: 'svc-identity',
      spawnChild: node(STAYS_UP),
      log: () => undefined,
      firstDelayMs: 100,
    });
    await sleep(100);
    service.child.kill('SIGKILL');
    await until(() => service.exits === 1);
    const started = Date.now();
    await service.stop();
    expect(Date.now() - started).toBeLessThan(100);
    await sleep(300);
    expect(service.restarts).toBe(0);
  });

  it('replaces a service for a rolling restart: SIGTERM, the exit awaited, a new process at once, no crash counted', async () => {
    const lines: string[] = [];
    let ready = 0;
    const service = supervise({
      name: 'svc-calc',
      // Takes 300 ms to finish after SIGTERM, as a draining service does.
      spawnChild: () => {
        const child = spawn(
          process.execPath,
          [
            '-e',
            `process.on('SIGTERM', () => setTimeout(() => process.exit(0), 300)); console.log('ready'); ${STAYS_UP}`,
          ],
          { stdio: ['ignore', 'pipe', 'ignore'] },
        );
        child.stdout.on('data', () => (ready += 1));
        return child;
      },
      log: (line) => lines.push(line),
    });
    await until(() => ready === 1);
    const old = service.child;
    const started = Date.now();
    await service.replace();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(old.exitCode).toBe(0);
    expect(service.child).not.toBe(old);
    expect(service.child.exitCode).toBeNull();
    expect([service.exits, service.restarts]).toEqual([0, 0]);
    expect(lines).toEqual(['svc-calc replaced']);
    await service.stop();
  });
});
