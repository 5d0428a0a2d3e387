import { DatabaseProbe } from './database-probe.js';

/** A query the test answers by hand, and a clock it moves by hand. */
function harness() {
  let clock = 1_000_000;
  const calls: Array<{ answer: () => void; fail: () => void }> = [];
  const probe = new DatabaseProbe(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ answer: resolve, fail: () => reject(new Error('connection refused')) });
      }),
    { timeoutMs: 20, graceMs: 5_000, now: () => clock },
  );
  return {
    probe,
    calls,
    advance: (ms: number) => (clock += ms),
  };
}

describe('DatabaseProbe', () => {
  it('is up when the database answers in time', async () => {
    const { probe, calls } = harness();
    const state = probe.check();
    calls[0].answer();
    expect(await state).toBe('up');
  });

  it('is down at once when the query fails', async () => {
    const { probe, calls } = harness();
    const state = probe.check();
    calls[0].fail();
    expect(await state).toBe('down');
  });

  it('is slow, not down, when an answer is late but the database answered recently', async () => {
    const { probe, calls, advance } = harness();
    advance(4_000);
    expect(await probe.check()).toBe('slow');
    // The late answer still counts: the next late check is measured from it.
    advance(4_000);
    calls[0].answer();
    await Promise.resolve();
    advance(4_000);
    expect(await probe.check()).toBe('slow');
    expect(calls).toHaveLength(2);
  });

  it('is down once nothing has answered for the grace period', async () => {
    const { probe, calls, advance } = harness();
    advance(1_000);
    expect(await probe.check()).toBe('slow');
    advance(4_500);
    expect(await probe.check()).toBe('down');
    // The checks shared the query still waiting instead of queueing more behind it.
    expect(calls).toHaveLength(1);
    calls[0].answer();
    await Promise.resolve();
    const state = probe.check();
    calls[1].answer();
    expect(await state).toBe('up');
  });
});
