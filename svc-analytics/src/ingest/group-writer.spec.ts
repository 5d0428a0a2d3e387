import { GroupWriter } from './group-writer.js';

const settle = () => new Promise((r) => setImmediate(r));

/** A write that can be held open, records its groups and answers each item with its double. */
function recorder(fails: (items: number[]) => boolean = () => false) {
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

const options = { maxInFlight: 1, maxWeight: 100, weight: (item: number) => item };

describe('GroupWriter', () => {
  it('writes a lone item at once, by itself, and answers it with its own result', async () => {
    const r = recorder();
    const writer = new GroupWriter(r.write, { ...options, maxInFlight: 2 });
    const done = writer.add(7);
    await settle();
    expect(r.groups).toEqual([[7]]);
    await r.releaseAll();
    await expect(done).resolves.toBe(14);
  });

  it('groups the items that arrive while every write runs, and answers each with its own result', async () => {
    const r = recorder();
    const writer = new GroupWriter(r.write, options);
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

  it('answers an item only once the write holding it has completed', async () => {
    const r = recorder();
    const writer = new GroupWriter(r.write, options);
    let answered = false;
    const done = writer.add(1).then(() => (answered = true));
    await settle();
    await settle();
    expect(answered).toBe(false);
    await r.releaseAll();
    await done;
    expect(answered).toBe(true);
  });

  it('keeps a group within its weight, and writes an item heavier than that alone', async () => {
    const r = recorder();
    const writer = new GroupWriter(r.write, { ...options, maxInFlight: 3, maxWeight: 10 });
    const all = [writer.add(4), writer.add(4), writer.add(4), writer.add(25), writer.add(1)];
    await settle();
    expect(r.groups).toEqual([[4, 4], [4], [25]]);
    await r.releaseAll();
    expect(r.groups.at(-1)).toEqual([1]);
    await r.releaseAll();
    expect(await Promise.all(all)).toEqual([8, 8, 8, 50, 2]);
  });

  it('fails every item of a failed write, and none of the next group', async () => {
    const r = recorder((items) => items.includes(2));
    const writer = new GroupWriter(r.write, options);
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
