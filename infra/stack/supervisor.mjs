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

/** Sends `signal`, and SIGKILL if it has not exited after `graceMs`; resolves on its exit. */
function end(child, signal, graceMs) {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolveEnd) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolveEnd();
    });
    child.kill(signal);
  });
}

/**
 * @param {{ name: string, spawnChild: () => import('node:child_process').ChildProcess,
 *   log: (line: string) => void, firstDelayMs?: number, maxDelayMs?: number, stableAfterMs?: number,
 *   stopGraceMs?: number }} options
 * @returns {{ readonly child: import('node:child_process').ChildProcess, readonly exits: number,
 *   readonly restarts: number, stop: (signal?: NodeJS.Signals) => Promise<void>,
 *   replace: (graceMs?: number) => Promise<void> }}
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
  let replacing = false;

  const start = () => {
    startedAt = Date.now();
    child = spawnChild();
    child.once('exit', (code, signal) => {
      if (stopping || replacing) return;
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
    /**
     * Ends it for good: `signal` first (SIGINT when the whole stack stops: the service skips waiting for
     * balancers to notice, there are none left), SIGKILL after the grace period.
     */
    stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(restartTimer);
      return end(child, signal, stopGraceMs);
    },
    /**
     * A rolling restart's step: SIGTERM (the service drains and finishes what it has, as under an
     * orchestrator), then a new process at once. Resolves once the new one is started (not yet ready).
     */
    async replace(graceMs = 30_000) {
      if (stopping) return;
      replacing = true;
      clearTimeout(restartTimer);
      await end(child, 'SIGTERM', graceMs);
      replacing = false;
      if (stopping) return;
      delay = firstDelayMs;
      start();
      log(`${name} replaced`);
    },
  };
}

/** Calls `onLine` with each non-empty line a child process writes to its stdout or stderr. */
export function eachOutputLine(child, onLine) {
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) if (line.trim()) onLine(line);
    });
  }
}
