import { TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { CountChanges } from '../src/rollups/count-changes.js';
import { VisitorRollup, type VisitorTouch } from '../src/rollups/visitors.js';
import { DAY_MS, sql, startAnalytics } from './helpers.js';

// A consumer's batch touches its visitors in a few statements (VisitorRollup, rollups/visitors.ts). It must
// end exactly where touching them one by one in stream order ends: the same visitor rows and the same
// rollup changes, for visitors new and old, several touches of one visitor in a batch, out-of-order
// days, returns within the window, sources, emails and accounts.

let issuer: TestIssuer;
let svc: TestService;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startAnalytics(issuer);
});
afterAll(async () => {
  await svc?.close();
  await issuer?.close();
});

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ACCOUNTS = ['5f0c7a52-9a0e-4c55-9d43-0b1a3c2e1f01', '5f0c7a52-9a0e-4c55-9d43-0b1a3c2e1f02'];

/** Touches of `visitors` visitors spread over three weeks, in a stream order that is not time order. */
function touchesFor(
  seed: number,
  count: number,
  visitors: number,
): Array<Omit<VisitorTouch, 'sessionId'> & { visitor: number }> {
  const next = random(seed);
  const start = Date.UTC(2026, 9, 1);
  return Array.from({ length: count }, () => {
    const roll = next();
    return {
      visitor: Math.floor(next() * visitors),
      at: new Date(start + Math.floor(next() * 21 * DAY_MS)),
      calculation: roll < 0.3,
      source: roll > 0.6 ? (['google', 'newsletter', 'direct'] as const)[Math.floor(next() * 3)] : undefined,
      emailGiven: next() < 0.1,
      userId: next() < 0.08 ? ACCOUNTS[Math.floor(next() * 2)] : null,
    };
  });
}

async function visitorRows(prefix: string) {
  const rows = await sql<Record<string, unknown>>(
    svc,
    `SELECT substr(session_id, length($1) + 1) AS visitor, first_seen_at, last_seen_at, source, source_at,
            calculations, returned, email_given, user_id, paid, first_day_visits
       FROM visitors WHERE session_id LIKE $1 || '%' ORDER BY 1`,
    [prefix],
  );
  const days = await sql(
    svc,
    `SELECT substr(session_id, length($1) + 1) AS visitor, day FROM visitor_days WHERE session_id LIKE $1 || '%' ORDER BY 1, 2`,
    [prefix],
  );
  return { rows, days };
}

describe('touching visitors in batches', () => {
  it.each([1, 2, 3, 4, 5])('ends where touching them one by one ends (seed %i)', async (seed) => {
    const dataSource = svc.app.get(DataSource);
    const rollup = svc.app.get(VisitorRollup);
    const one = `one${seed}-`;
    const batch = `batch${seed}-`;
    const oneChanges = new CountChanges();
    const batchChanges = new CountChanges();
    // Three consumer batches in a row: the later ones find the visitors the earlier ones made.
    for (const part of [0, 1, 2]) {
      const touches = touchesFor(seed * 10 + part, 120, 25);
      await dataSource.transaction(async (manager) => {
        for (const { visitor, ...touch } of touches)
          await rollup.touchOne({ ...touch, sessionId: `${one}${visitor}` }, oneChanges, manager);
      });
      await dataSource.transaction((manager) =>
        rollup.touch(
          touches.map(({ visitor, ...touch }) => ({ ...touch, sessionId: `${batch}${visitor}` })),
          batchChanges,
          manager,
        ),
      );
    }
    const byOne = await visitorRows(one);
    expect(byOne.rows.length).toBeGreaterThan(20);
    expect(byOne.rows.some((row) => row.returned)).toBe(true);
    expect(await visitorRows(batch)).toEqual(byOne);
    expect(batchChanges.list()).toEqual(oneChanges.list());
  });
});

describe('returns, in whatever order the events arrive', () => {
  const at = (day: number, minutes: number) => new Date(Date.UTC(2026, 10, 2) + day * DAY_MS + minutes * 60_000);

  async function touchInOrder(prefix: string, batches: VisitorTouch[][]) {
    const dataSource = svc.app.get(DataSource);
    const rollup = svc.app.get(VisitorRollup);
    const changes = new CountChanges();
    for (const batch of batches)
      await dataSource.transaction((manager) =>
        rollup.touch(
          batch.map((touch) => ({ ...touch, sessionId: `${prefix}${touch.sessionId}` })),
          changes,
          manager,
        ),
      );
    return { ...(await visitorRows(prefix)), changes: changes.list() };
  }

  it('one visit with 20-minute gaps is no return, whichever event comes last; 40 minutes apart is', async () => {
    const visit = (minutes: number[]) => minutes.map((m) => [{ sessionId: 'v', at: at(0, m) }]);
    const returned = async (prefix: string, minutes: number[]) =>
      (await touchInOrder(prefix, visit(minutes))).rows[0]?.returned;
    expect(await returned('order-a-', [0, 20, 40])).toBe(false);
    // The middle event last: 40 minutes seemed to pass, but it was one visit.
    expect(await returned('order-b-', [0, 40, 20])).toBe(false);
    expect(await returned('order-c-', [40, 0, 20])).toBe(false);
    expect(await returned('order-d-', [0, 40])).toBe(true);
    // A later day within the window; then an earlier first day 6 days, or 9 days, before it.
    const day = 24 * 60;
    expect(await returned('order-e-', [0, 3 * day])).toBe(true);
    expect(await returned('order-f-', [0, 3 * day, -6 * day])).toBe(true);
    expect(await returned('order-g-', [0, 3 * day, -9 * day])).toBe(false);
  });

  it.each([1, 2, 3])('the same touches in any order leave the same visitors and rollups (seed %i)', async (seed) => {
    const next = random(seed + 100);
    // Twelve visitors active in two hours of a day, gaps around 30 minutes; some again 3 or 9 days on.
    const touches: VisitorTouch[] = Array.from({ length: 60 }, (_, i) => {
      const roll = next();
      const day = next();
      return {
        sessionId: String(Math.floor(next() * 12)),
        at: new Date(at(day < 0.85 ? 0 : day < 0.93 ? 9 : 3, Math.floor(next() * 120)).getTime() + i),
        calculation: roll < 0.3,
        source: roll > 0.6 ? (['google', 'newsletter'] as const)[Math.floor(next() * 2)] : undefined,
        emailGiven: next() < 0.1,
      };
    });
    const shuffled = [...touches];
    for (let i = shuffled.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const inTime = [...touches].sort((a, b) => a.at.getTime() - b.at.getTime());
    const thirds = (list: VisitorTouch[]) => [list.slice(0, 20), list.slice(20, 40), list.slice(40)];
    const expected = await touchInOrder(`time${seed}-`, thirds(inTime));
    expect(expected.rows.some((row) => row.returned)).toBe(true);
    expect(expected.rows.some((row) => !row.returned)).toBe(true);
    expect(await touchInOrder(`shuffled${seed}-`, thirds(shuffled))).toEqual(expected);
    expect(
      await touchInOrder(
        `single${seed}-`,
        shuffled.map((touch) => [touch]),
      ),
    ).toEqual(expected);
  });
});
