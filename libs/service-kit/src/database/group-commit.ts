/**
 * Group commit (docs/adr/0013-group-commit-and-prepared-hot-statements.md): items that arrive while earlier writes are in flight are written together,
 * by one call of `write` (svc-calc's saves: one multi-row statement, one commit, one WAL flush for all
 * of them; svc-analytics's browser batches: one rate-limit statement deciding each, then one outbox row
 * and one message for those it allows). Each `add` resolves with its own item's answer (the write's
 * result at the item's index, if it gives any) only once the write holding it has completed, so a
 * request is answered after its own row is durable, exactly as if it had been written alone.
 *
 * No timer: an item is written at once (in the same turn of the event loop, with whatever else that
 * turn brought) while fewer than `maxInFlight` writes are running; only when all are busy does it wait,
 * for the first of them to finish. Groups therefore grow with the load and stay single items when the
 * load is light, adding no latency. A group holds at most `maxBatch` items and, with `weight`, at most
 * `maxWeight` (an item heavier than that goes alone).
 *
 * A write that fails fails every item of its group, unless `isolate` says the error belongs to one
 * item (a value the database refuses): each item is then written again alone, so only the item at
 * fault fails. Other errors (the database is away) are not tried again.
 */
export interface GroupCommitOptions<T> {
  maxInFlight: number;
  maxBatch?: number;
  weight?: (item: T) => number;
  maxWeight?: number;
  isolate?: (error: unknown) => boolean;
}

export class GroupCommit<T, R = void> {
  private queue: Array<{ item: T; resolve: (result: R) => void; reject: (error: unknown) => void }> = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly write: (items: T[]) => Promise<R[] | void>,
    private readonly options: GroupCommitOptions<T>,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
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

  /** How many of the waiting items the next group takes. */
  private nextGroupSize(): number {
    const { maxBatch = Infinity, weight, maxWeight = Infinity } = this.options;
    let total = weight ? weight(this.queue[0].item) : 1;
    let size = 1;
    while (size < this.queue.length && size < maxBatch) {
      const next = weight ? weight(this.queue[size].item) : 1;
      if (total + next > maxWeight) break;
      total += next;
      size += 1;
    }
    return size;
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const group = this.queue.splice(0, this.nextGroupSize());
      this.inFlight++;
      void this.run(group).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  private async run(group: GroupCommit<T, R>['queue']): Promise<void> {
    try {
      const results = await this.write(group.map((entry) => entry.item));
      group.forEach((entry, i) => entry.resolve(results?.[i] as R));
    } catch (error) {
      if (group.length === 1 || !this.options.isolate?.(error)) {
        for (const entry of group) entry.reject(error);
        return;
      }
      await Promise.all(
        group.map((entry) =>
          this.write([entry.item]).then((results) => entry.resolve(results?.[0] as R), entry.reject),
        ),
      );
    }
  }
}
