import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@takehome/contracts';
import {
  filterTakes,
  outgoingMessages,
  PACK_MAX_BYTES,
  PACK_MAX_EVENTS,
  packDurable,
  PackRoutes,
  type DurableState,
} from './event-packs.js';
import type { CommittedEvent } from './outbox.service.js';

const PREFIX = 'run_1.';

const row = (subject: string, padding = 0): CommittedEvent => {
  const id = randomUUID();
  return {
    id,
    subject: `${PREFIX}${subject}`,
    envelope: {
      id,
      type: subject,
      version: 1,
      occurredAt: '2026-11-26T00:00:00.000Z',
      producer: 'test',
      data: { padding: 'x'.repeat(padding) },
    } as unknown as EventEnvelope,
  };
};

/** A service's plain durable of a subject and, unless `twin` is false, its pack twin (`waiting` readers). */
const durables = (service: string, subject: string, { twin = true, waiting = 1 } = {}): DurableState[] => {
  const plain = { name: `${service}__${subject.replace(/\W/g, '_')}`, filter: `${PREFIX}${subject}`, waiting: 1 };
  return twin ? [plain, { name: packDurable(plain.name), filter: `${PREFIX}pack.${subject}`, waiting }] : [plain];
};

describe('filterTakes (NATS subject filters)', () => {
  it.each([
    ['a.b', 'a.b', true],
    ['a.b', 'a.c', false],
    ['a.*', 'a.b', true],
    ['a.*', 'a.b.c', false],
    ['a.>', 'a.b.c', true],
    ['a.>', 'a', false],
    ['pack.funnel.>', 'pack.funnel.page_view', true],
    ['funnel.>', 'funnel_batch.accepted', false],
  ])('%s takes %s: %s', (filter, subject, takes) => {
    expect(filterTakes(filter, subject)).toBe(takes);
  });
});

describe('PackRoutes', () => {
  const saved = `${PREFIX}calculation.saved`;

  it('packs a subject whose every reader has a pack twin someone reads', () => {
    const routes = new PackRoutes([...durables('svc-analytics', 'calculation.saved')], PREFIX);
    expect(routes.packs(saved)).toBe(true);
  });

  it('publishes plain while a reader of the subject has no twin (a consumer of an older build)', () => {
    const routes = new PackRoutes(
      [
        ...durables('svc-analytics', 'calculation.saved'),
        ...durables('svc-other', 'calculation.saved', { twin: false }),
      ],
      PREFIX,
    );
    expect(routes.packs(saved)).toBe(false);
  });

  it('publishes plain while nobody reads the twin (rolled back to an older build)', () => {
    const routes = new PackRoutes(durables('svc-analytics', 'calculation.saved', { waiting: 0 }), PREFIX);
    expect(routes.packs(saved)).toBe(false);
  });

  it('publishes plain a subject no durable reads yet, and one of another prefix', () => {
    const routes = new PackRoutes(durables('svc-analytics', 'calculation.saved'), PREFIX);
    expect(routes.packs(`${PREFIX}user.registered`)).toBe(false);
    expect(new PackRoutes(durables('svc-analytics', 'calculation.saved'), 'other.').packs(saved)).toBe(false);
  });

  it('follows wildcard readers: every funnel.* reader needs its pack.funnel.> twin', () => {
    const plain = { name: 'svc-analytics__funnel__', filter: `${PREFIX}funnel.>`, waiting: 1 };
    const twin = { name: packDurable(plain.name), filter: `${PREFIX}pack.funnel.>`, waiting: 2 };
    expect(new PackRoutes([plain, twin], PREFIX).packs(`${PREFIX}funnel.page_view`)).toBe(true);
    expect(new PackRoutes([plain], PREFIX).packs(`${PREFIX}funnel.page_view`)).toBe(false);
  });
});

describe('outgoingMessages', () => {
  const routes = new PackRoutes(durables('svc-analytics', 'calculation.saved'), PREFIX);

  it('packs the rows of a packable subject in order and sends every other row alone', () => {
    const rows = [row('calculation.saved'), row('user.registered'), row('calculation.saved'), row('calculation.saved')];
    const out = outgoingMessages(rows, routes, PREFIX);
    expect(out).toHaveLength(2);
    const single = out.find((m) => m.message.subject === `${PREFIX}user.registered`)!;
    expect(single.message).toEqual({
      subject: `${PREFIX}user.registered`,
      payload: JSON.stringify(rows[1].envelope),
      msgId: rows[1].id,
    });
    const pack = out.find((m) => m.message.subject === `${PREFIX}pack.calculation.saved`)!;
    expect(pack.rows.map((r) => r.id)).toEqual([rows[0].id, rows[2].id, rows[3].id]);
    expect(pack.message.events).toBe(3);
    expect(JSON.parse(pack.message.payload)).toEqual([rows[0].envelope, rows[2].envelope, rows[3].envelope]);
  });

  it('names a pack by its events: the same pack published again is the same message id', () => {
    const rows = [row('calculation.saved'), row('calculation.saved')];
    const first = outgoingMessages(rows, routes, PREFIX)[0].message.msgId;
    expect(outgoingMessages(rows, routes, PREFIX)[0].message.msgId).toBe(first);
    expect(outgoingMessages([rows[0]], routes, PREFIX)[0].message.msgId).not.toBe(first);
  });

  it(`holds at most ${PACK_MAX_EVENTS} events and ${PACK_MAX_BYTES} bytes in a pack`, () => {
    const many = Array.from({ length: PACK_MAX_EVENTS * 2 + 1 }, () => row('calculation.saved'));
    expect(outgoingMessages(many, routes, PREFIX).map((m) => m.rows.length)).toEqual([
      PACK_MAX_EVENTS,
      PACK_MAX_EVENTS,
      1,
    ]);
    const large = Array.from({ length: 5 }, () => row('calculation.saved', PACK_MAX_BYTES / 3));
    const packs = outgoingMessages(large, routes, PREFIX);
    expect(packs.map((m) => m.rows.length)).toEqual([2, 2, 1]);
    for (const { message } of packs) expect(message.payload.length).toBeLessThanOrEqual(PACK_MAX_BYTES);
  });
});
