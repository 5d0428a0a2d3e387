import { randomFillSync } from 'node:crypto';

/** Random bytes drawn 4 KB at a time: one system call per ~500 ids. */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
let lastMs = -1;
let sequence = 0;
/** The id's first 13 characters (its millisecond, `xxxxxxxx-xxxx-`), made once per millisecond. */
let timePrefix = '';

/** Two hex digits for each byte value. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Where the next `count` random bytes start in the pool (refilled when they would run past its end). */
function takeRandom(count: number): number {
  if (poolAt + count > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += count;
  return poolAt - count;
}

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then 12 bits that count up within the
 * millisecond (from a random start below 2048, so ids made in one process sort in the order they were
 * made), then 62 random bits. For the keys of rows written many times a second (saves, events): a
 * random (v4) key lands in a random leaf of each index on it, so after every checkpoint each insert
 * dirties, and logs in full, another 8 KB page; time-ordered keys go to the index's last pages
 * (after a checkpoint a save wrote twice the WAL with random keys).
 * Written out with a table of hex digits, straight from the pool: one is made for every browser event
 * ingested, and Buffer's hex conversion and views showed in the ingest profile.
 */
export function timeOrderedId(now = Date.now()): string {
  let ms = Math.max(now, lastMs);
  if (ms === lastMs) {
    sequence += 1;
    // 4,096 ids in one millisecond: borrow the next one, still in order.
    if (sequence > 0xfff) {
      ms += 1;
      sequence = ((pool[takeRandom(1)] << 8) | pool[takeRandom(1)]) & 0x7ff;
    }
  } else {
    const at = takeRandom(2);
    sequence = ((pool[at] << 8) | pool[at + 1]) & 0x7ff;
  }
  if (ms !== lastMs) {
    const time = ms.toString(16).padStart(12, '0');
    timePrefix = `${time.slice(0, 8)}-${time.slice(8)}-`;
  }
  lastMs = ms;
  const r = takeRandom(8);
  return (
    `${timePrefix}7${HEX[sequence >> 8][1]}${HEX[sequence & 0xff]}-` +
    `${HEX[(pool[r] & 0x3f) | 0x80]}${HEX[pool[r + 1]]}-` +
    `${HEX[pool[r + 2]]}${HEX[pool[r + 3]]}${HEX[pool[r + 4]]}${HEX[pool[r + 5]]}${HEX[pool[r + 6]]}${HEX[pool[r + 7]]}`
  );
}
