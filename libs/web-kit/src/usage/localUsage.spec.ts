import { USAGE_WINDOW_MS } from '@takehome/contracts';
import { countLocalUsage, localSnapshot, readLocalUsage, usageSessionId, writeLocalUsage } from './localUsage';

const T0 = Date.parse('2025-11-22T10:00:00Z');

beforeEach(() => localStorage.clear());

describe('the local usage record (docs/product/limits.md)', () => {
  it('is kept per user id or anonymous as { count, lastReset }', () => {
    countLocalUsage('anonymous', T0);
    countLocalUsage('anonymous', T0 + 1000);
    countLocalUsage('user-1', T0);

    expect(JSON.parse(localStorage.getItem('takehome.usage.anonymous')!)).toEqual({ count: 2, lastReset: T0 });
    expect(readLocalUsage('user-1', T0 + 5).count).toBe(1);
  });

  it('starts a window at the first calculation and resets 6 hours after it (docs/product/limits.md)', () => {
    countLocalUsage('anonymous', T0);
    countLocalUsage('anonymous', T0 + 3 * 3600_000);

    expect(readLocalUsage('anonymous', T0 + USAGE_WINDOW_MS - 1).count).toBe(2);
    expect(readLocalUsage('anonymous', T0 + USAGE_WINDOW_MS).count).toBe(0);
    expect(countLocalUsage('anonymous', T0 + USAGE_WINDOW_MS)).toEqual({ count: 1, lastReset: T0 + USAGE_WINDOW_MS });
  });

  it('treats an unreadable or future-dated record as empty', () => {
    localStorage.setItem('takehome.usage.anonymous', '{not json');
    expect(readLocalUsage('anonymous', T0).count).toBe(0);
    writeLocalUsage('anonymous', { count: 9, lastReset: T0 + 60_000 });
    expect(readLocalUsage('anonymous', T0).count).toBe(0);
    localStorage.setItem('takehome.usage.anonymous', JSON.stringify({ count: -3, lastReset: T0 }));
    expect(readLocalUsage('anonymous', T0).count).toBe(0);
  });

  it('gives the visitor the free limit and the window end', () => {
    expect(localSnapshot({ count: 4, lastReset: T0 })).toEqual({
      used: 4,
      limit: 15,
      resetAt: new Date(T0 + USAGE_WINDOW_MS).toISOString(),
    });
    expect(localSnapshot({ count: 0, lastReset: T0 }).resetAt).toBeNull();
  });

  it('keeps one session id in localStorage', () => {
    const id = usageSessionId();

    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(usageSessionId()).toBe(id);
    expect(localStorage.getItem('takehome.usage.sessionId')).toBe(id);
  });
});
