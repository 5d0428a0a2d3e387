/** What readiness says of the database: answering, answering late, or not answering. */
export type DatabaseState = 'up' | 'slow' | 'down';

export interface DatabaseProbeOptions {
  /** How long one check waits for `SELECT 1`. */
  timeoutMs: number;
  /** A late answer counts as "slow" (requests still work) while the database answered this recently. */
  graceMs: number;
  now?: () => number;
}

/**
 * Asks the database whether it answers, telling an outage from a busy moment. An error (connection
 * refused or cut) is "down" at once. A check that waits longer than `timeoutMs` is only "slow" while
 * the last answer is recent: on a loaded machine a `SELECT 1` can wait for a pool connection or for
 * the event loop, and the writes it stands for still succeed. Once nothing has answered for `graceMs`
 * (a database that stopped answering without closing its connections), it is "down".
 *
 * A check still waiting is shared by the next ones, so a stalled pool is not queued up with probes.
 */
export class DatabaseProbe {
  private lastAnswerAt: number;
  private pending: Promise<'up' | 'down'> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly query: () => Promise<unknown>,
    private readonly options: DatabaseProbeOptions,
  ) {
    this.now = options.now ?? Date.now;
    // The service connected to its database while it started.
    this.lastAnswerAt = this.now();
  }

  async check(): Promise<DatabaseState> {
    this.pending ??= this.query().then(
      () => {
        this.lastAnswerAt = this.now();
        this.pending = null;
        return 'up' as const;
      },
      () => {
        this.pending = null;
        return 'down' as const;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.options.timeoutMs);
      timer.unref?.();
    });
    const answer = await Promise.race([this.pending, late]);
    clearTimeout(timer);
    if (answer !== 'late') return answer;
    return this.now() - this.lastAnswerAt < this.options.graceMs ? 'slow' : 'down';
  }
}
