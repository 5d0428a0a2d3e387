import { z } from 'zod';
import { timeOrderedId } from './time-ordered-id.js';

describe('timeOrderedId', () => {
  it('is a UUID version 7 with the RFC 9562 variant and the time it was made', () => {
    const before = Date.now();
    const id = timeOrderedId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // What the contracts' schemas take for an id.
    expect(z.uuid().safeParse(id).success).toBe(true);
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now());
  });

  it('sorts in the order the ids were made, within a millisecond and past 4,096 of them in one', () => {
    const ids = Array.from({ length: 10_000 }, () => timeOrderedId(1_800_000_000_000));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    const later = timeOrderedId(1_800_000_000_005);
    expect(later > ids[ids.length - 1]).toBe(true);
  });

  it('stays in order when the clock steps back', () => {
    const first = timeOrderedId(1_900_000_000_000);
    const second = timeOrderedId(1_899_999_999_000);
    expect(second > first).toBe(true);
  });

  it('spreads its random bits over every hex digit they hold', () => {
    const ids = Array.from({ length: 4_000 }, () => timeOrderedId().replace(/-/g, ''));
    // Digits 17 to 31 are random: each takes all 16 values; digit 16 holds the variant (8, 9, a or b).
    for (let digit = 17; digit < 32; digit++) expect(new Set(ids.map((id) => id[digit])).size).toBe(16);
    expect(new Set(ids.map((id) => id[16]))).toEqual(new Set(['8', '9', 'a', 'b']));
  });
});
