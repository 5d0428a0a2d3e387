import { randomUUID } from 'node:crypto';
import {
  EVENT_HISTORY,
  EVENT_SCHEMAS,
  EVENT_VERSIONS,
  parseEnvelope,
  type EventData,
  type EventType,
} from './events.js';

const envelope = (type: string, version: number, data: unknown) => ({
  id: randomUUID(),
  type,
  version,
  occurredAt: '2026-11-25T10:00:00.000Z',
  producer: 'svc-calc',
  data,
});

/** calculation.saved as svc-calc of the previous release publishes it (version 1: no taxMode). */
const SAVED_V1 = {
  userId: randomUUID(),
  calculationId: randomUUID(),
  grossPay: 1425,
  netPay: 1068.75,
  leftOver: 767.8,
  calculationDate: '2026-11-25T10:00:00.000Z',
};
const SAVED_V2: EventData<'calculation.saved'> = { ...SAVED_V1, taxMode: 'w4' };

describe('event versions', () => {
  it('gives every event type a version, and keeps every older version of each readable', () => {
    for (const type of Object.keys(EVENT_SCHEMAS) as EventType[]) {
      expect(Number.isInteger(EVENT_VERSIONS[type]) && EVENT_VERSIONS[type] >= 1).toBe(true);
      for (let version = 1; version < EVENT_VERSIONS[type]; version += 1) {
        expect([type, version, Boolean(EVENT_HISTORY[type]?.[version])]).toEqual([type, version, true]);
      }
    }
  });

  it('takes version N−1 of calculation.saved (a producer not yet redeployed) as version N', () => {
    expect(EVENT_VERSIONS['calculation.saved']).toBe(2);
    const parsed = parseEnvelope(envelope('calculation.saved', 1, SAVED_V1));
    expect(parsed.version).toBe(1);
    expect(parsed.data).toEqual({ ...SAVED_V1, taxMode: 'flat' });
  });

  it('reads version N as it is', () => {
    expect(parseEnvelope(envelope('calculation.saved', 2, SAVED_V2)).data).toEqual(SAVED_V2);
  });

  it('lets a consumer of version N−1 take version N: changes are additive', () => {
    for (const [type, versions] of Object.entries(EVENT_HISTORY)) {
      for (const [version, past] of Object.entries(versions ?? {})) {
        if (Number(version) !== EVENT_VERSIONS[type as EventType] - 1) continue;
        // The current schema without its additions is the previous one: a payload of today parses there.
        expect(past.schema.safeParse(type === 'calculation.saved' ? SAVED_V2 : {}).success).toBe(true);
      }
    }
    // And a consumer of today takes a later, additive version (the producer redeployed first).
    expect(parseEnvelope(envelope('calculation.saved', 3, { ...SAVED_V2, currency: 'USD' })).data).toEqual(SAVED_V2);
  });

  it('refuses an old payload that does not fit its own version, and a version no longer read', () => {
    expect(() => parseEnvelope(envelope('calculation.saved', 1, { ...SAVED_V1, netPay: 'lots' }))).toThrow();
    expect(() => parseEnvelope(envelope('calculation.saved', 2, SAVED_V1))).toThrow(/taxMode/);
    expect(() => parseEnvelope(envelope('user.registered', 0, {}))).toThrow(/version/);
  });
});
