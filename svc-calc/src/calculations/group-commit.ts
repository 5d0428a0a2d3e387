/**
 * Group commit: items that arrive while earlier writes are in flight are written together, by one
 * call of `write` (svc-calc's saves: one multi-row statement, one commit, one WAL flush for all of
 * them). Each `add` resolves only once the write holding its item has completed, so a request is
 * answered after its own row is durable, exactly as if it had been written alone.
 *
 * No timer: an item is written at once (in the same turn of the event loop, with whatever else that
 * turn brought) while fewer than `maxInFlight` writes are running; only when all are busy does it wait,
 * for the first of them to finish. Batches therefore grow with the load and stay single items when
 * the load is light, adding no latency.
 *
 * When a write of several items fails with an error `isolate` says belongs to one item (a value the
 * database refuses), each item is written again alone, so only the item at fault fails. Other errors
 * (the database is away) fail the whole batch without trying again.
 */
export class GroupCommit<T> {
  private queue: Array<{ item: T; resolve: () => void; reject: (error: unknown) => void }> = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly options: { maxInFlight: number; maxBatch: number; isolate: (error: unknown) => boolean },
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Writes in flight and items waiting (tests, metrics). */
  get load(): { inFlight: number; waiting: number } {
    return { inFlight: this.inFlight, waiting: this.queue.length };
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    // After the requests this turn of the event loop has read: they go together.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  private async run(batch: GroupCommit<T>['queue']): Promise<void> {
    try {
      await this.write(batch.map((entry) => entry.item));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      if (batch.length === 1 || !this.options.isolate(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      await Promise.all(
        batch.map((entry) => this.write([entry.item]).then(entry.resolve, entry.reject)),
      );
    }
  }
}
