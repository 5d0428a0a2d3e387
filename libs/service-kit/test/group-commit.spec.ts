import { GroupCommit } from '../src/index.js';

const settle = () => new Promise((r) => setImmediate(r));

/** A write that can be held open, records its batches, and fails for the items `bad` names. */
function recorder(bad: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const open: Array<() => void> = [];
  const write = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push(items);
      open.push(() => (items.some(bad) ? reject(Object.assign(new Error('refused'), { value: true })) : resolve()));
    });
  /** Completes the writes running now; the next batch has started when this resolves. */
  const releaseAll = async () => {
    while (open.length) open.shift()!();
    await settle();
    await settle();
  };
  return { batches, write, releaseAll, open };
}

const isolate = (error: unknown) => (error as { value?: boolean }).value === true;

describe("GroupCommit (svc-calc's saves)", () => {
  it('writes a lone item at once, by itself', async () => {
    const r = recorder();
    const commit = new GroupCommit(r.write, { maxInFlight: 2, maxBatch: 10, isolate });
    const done = commit.add(1);
    await settle();
    expect(r.batches).toEqual([[1]]);
    await r.releaseAll();
    await expect(done).resolves.toBeUndefined();
  });

  it('puts items arriving in one turn together, and those arriving while all writes run into the next', async () => {
    const r = recorder();
    const commit = new GroupCommit(r.write, { maxInFlight: 1, maxBatch: 10, isolate });
    const first = [commit.add(1), commit.add(2)];
    await settle();
    const second = [commit.add(3), commit.add(4), commit.add(5)];
    await settle();
    expect(r.batches).toEqual([[1, 2]]);
    expect(commit.load).toEqual({ inFlight: 1, waiting: 3 });
    await r.releaseAll();
    await Promise.all(first);
    expect(r.batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    await r.releaseAll();
    await Promise.all(second);
    expect(commit.load).toEqual({ inFlight: 0, waiting: 0 });
  });

  it('answers an item only once the write holding it has completed', async () => {
    const r = recorder();
    const commit = new GroupCommit(r.write, { maxInFlight: 1, maxBatch: 10, isolate });
    let answered = false;
    const done = commit.add(1).then(() => (answered = true));
    await settle();
    await settle();
    expect(answered).toBe(false);
    await r.releaseAll();
    await done;
    expect(answered).toBe(true);
  });

  it('never writes more than maxBatch items at once nor runs more than maxInFlight writes', async () => {
    const r = recorder();
    const commit = new GroupCommit(r.write, { maxInFlight: 2, maxBatch: 3, isolate });
    const all = Array.from({ length: 10 }, (_, i) => commit.add(i));
    await settle();
    expect(r.batches).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
    while (r.open.length) await r.releaseAll();
    await Promise.all(all);
    expect(r.batches.flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Math.max(...r.batches.map((b) => b.length))).toBe(3);
  });

  it('writes the items of a refused batch one by one, so only the item at fault fails', async () => {
    const r = recorder((item) => item === 2);
    const commit = new GroupCommit(r.write, { maxInFlight: 1, maxBatch: 10, isolate });
    const results = Promise.allSettled([commit.add(1), commit.add(2), commit.add(3)]);
    await settle();
    while (r.open.length) await r.releaseAll();
    expect((await results).map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(r.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('fails the whole batch without trying again when the error is not one item’s (the database is away)', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit(
      (items: number[]) => {
        batches.push(items);
        return Promise.reject(new Error('connect ECONNREFUSED'));
      },
      { maxInFlight: 1, maxBatch: 10, isolate },
    );
    const results = await Promise.allSettled([commit.add(1), commit.add(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(batches).toEqual([[1, 2]]);
  });
});

/** A write that can be held open, records its groups and answers each item with its double. */
function answeringRecorder(fails: (items: number[]) => boolean = () => false) {
  const groups: number[][] = [];
  const open: Array<() => void> = [];
  const write = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      groups.push(items);
      open.push(() => (fails(items) ? reject(new Error('database away')) : resolve(items.map((item) => item * 2))));
    });
  /** Completes the writes running now; the next group has started when this resolves. */
  const releaseAll = async () => {
    while (open.length) open.shift()!();
    await settle();
    await settle();
  };
  return { groups, write, releaseAll };
}

const weighted = { maxInFlight: 1, maxWeight: 100, weight: (item: number) => item };

describe("GroupCommit with an answer per item and weights (svc-analytics's browser batches)", () => {
  it('writes a lone item at once, by itself, and answers it with its own result', async () => {
    const r = answeringRecorder();
    const writer = new GroupCommit(r.write, { ...weighted, maxInFlight: 2 });
    const done = writer.add(7);
    await settle();
    expect(r.groups).toEqual([[7]]);
    await r.releaseAll();
    await expect(done).resolves.toBe(14);
  });

  it('groups the items that arrive while every write runs, and answers each with its own result', async () => {
    const r = answeringRecorder();
    const writer = new GroupCommit(r.write, weighted);
    const first = [writer.add(1), writer.add(2)];
    await settle();
    const second = [writer.add(3), writer.add(4), writer.add(5)];
    await settle();
    expect(r.groups).toEqual([[1, 2]]);
    expect(writer.load).toEqual({ inFlight: 1, waiting: 3 });
    await r.releaseAll();
    expect(await Promise.all(first)).toEqual([2, 4]);
    expect(r.groups).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    await r.releaseAll();
    expect(await Promise.all(second)).toEqual([6, 8, 10]);
    expect(writer.load).toEqual({ inFlight: 0, waiting: 0 });
  });

  it('keeps a group within its weight, and writes an item heavier than that alone', async () => {
    const r = answeringRecorder();
    const writer = new GroupCommit(r.write, { ...weighted, maxInFlight: 3, maxWeight: 10 });
    const all = [writer.add(4), writer.add(4), writer.add(4), writer.add(25), writer.add(1)];
    await settle();
    expect(r.groups).toEqual([[4, 4], [4], [25]]);
    await r.releaseAll();
    expect(r.groups.at(-1)).toEqual([1]);
    await r.releaseAll();
    expect(await Promise.all(all)).toEqual([8, 8, 8, 50, 2]);
  });

  it('fails every item of a failed write, and none of the next group', async () => {
    const r = answeringRecorder((items) => items.includes(2));
    const writer = new GroupCommit(r.write, weighted);
    const failed = [writer.add(1), writer.add(2)];
    await settle();
    const next = writer.add(3);
    await r.releaseAll();
    await expect(failed[0]).rejects.toThrow('database away');
    await expect(failed[1]).rejects.toThrow('database away');
    await r.releaseAll();
    await expect(next).resolves.toBe(6);
  });
});
