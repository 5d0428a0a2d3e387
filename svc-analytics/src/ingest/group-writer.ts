/**
 * Group commit for accepted browser batches (issue 11): batches that arrive while earlier writes are
 * in flight are written together by one call of `write`, which answers each item (svc-analytics: one
 * rate-limit statement deciding each batch, then one outbox row and one message for the batches it
 * allows). Each `add` resolves with its own item's answer once the write holding it has completed, so
 * a request is answered after its events are stored, exactly as if it had been written alone.
 *
 * No timer: an item is written at once (with whatever else the same turn of the event loop brought)
 * while fewer than `maxInFlight` writes run; only when all are busy does it wait for the first to end.
 * Groups grow with the load and stay single items when it is light, adding no latency. A group holds
 * at most `maxWeight` (by `weight`; an item heavier than that goes alone). A write that fails fails
 * every item of its group (the write's statements are the group's: nothing is tried twice).
 *
 * svc-calc's GroupCommit (saves) is the same idea with nothing to answer per item.
 */
export class GroupWriter<T, R> {
  private queue: Array<{ item: T; resolve: (result: R) => void; reject: (error: unknown) => void }> = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly options: { maxInFlight: number; maxWeight: number; weight: (item: T) => number },
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Writes in flight and items waiting (tests). */
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
      let weight = this.options.weight(this.queue[0].item);
      let size = 1;
      while (size < this.queue.length) {
        const next = this.options.weight(this.queue[size].item);
        if (weight + next > this.options.maxWeight) break;
        weight += next;
        size += 1;
      }
      const group = this.queue.splice(0, size);
      this.inFlight++;
      void this.run(group).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  private async run(group: GroupWriter<T, R>['queue']): Promise<void> {
    try {
      const results = await this.write(group.map((entry) => entry.item));
      group.forEach((entry, i) => entry.resolve(results[i]));
    } catch (error) {
      for (const entry of group) entry.reject(error);
    }
  }
}
