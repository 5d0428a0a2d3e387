// Test support for the property tests: not built into dist (tsconfig.build.json leaves src/testing out).

export type Random = () => number;

/** mulberry32: a tiny seeded generator, so a failing case can be replayed from its seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of the items, drawn with the generator. */
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
