// Keeps a child process running: a crash is logged and followed by a restart after a backoff that
// doubles up to a ceiling (and starts again small once a run has lasted), and stop() ends it within a
// grace period whatever state it is in (already dead, ignoring SIGTERM, between restarts).

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;
/** A run this long counts as healthy: the next crash is restarted quickly again. */
const STABLE_AFTER_MS = 30_000;
/**
 * A service stops in well under a second; one stuck on a database connection (seen with embedded
 * PGlite) is killed after this, so the whole stack stops within 3 s. Nothing is lost by it: events
 * wait in the outbox and unacknowledged deliveries come again.
 */
const STOP_GRACE_MS = 1_500;

const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/**
 * @param {{ name: string, spawnChild: () => import('node:child_process').ChildProcess,
 *   log: (line: string) => void, firstDelayMs?: number, maxDelayMs?: number, stableAfterMs?: number,
 *   stopGraceMs?: number }} options
 * @returns {{ readonly child: import('node:child_process').ChildProcess, readonly exits: number,
 *   readonly restarts: number, stop: () => Promise<void> }}
 */
export function supervise({
  name,
  spawnChild,
  log,
  firstDelayMs = FIRST_DELAY_MS,
  maxDelayMs = MAX_DELAY_MS,
  stableAfterMs = STABLE_AFTER_MS,
  stopGraceMs = STOP_GRACE_MS,
}) {
  let child;
  let startedAt = 0;
  let delay = firstDelayMs;
  let restarts = 0;
  let exits = 0;
  let restartTimer;
  let stopping = false;

  const start = () => {
    startedAt = Date.now();
    child = spawnChild();
    child.once('exit', (code, signal) => {
      if (stopping) return;
      exits += 1;
      if (Date.now() - startedAt >= stableAfterMs) delay = firstDelayMs;
      log(`${name} exited (${signal ?? `code ${code}`}); restarting in ${(delay / 1000).toFixed(2)} s`);
      restartTimer = setTimeout(() => {
        restarts += 1;
        start();
        log(`${name} restarted (restart ${restarts})`);
      }, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  start();

  return {
    get child() {
      return child;
    },
    /** Unexpected exits so far. */
    get exits() {
      return exits;
    },
    get restarts() {
      return restarts;
    },
    stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const current = child;
      if (!isRunning(current)) return Promise.resolve();
      return new Promise((resolveStop) => {
        const kill = setTimeout(() => current.kill('SIGKILL'), stopGraceMs);
        current.once('exit', () => {
          clearTimeout(kill);
          resolveStop();
        });
        current.kill('SIGTERM');
      });
    },
  };
}
