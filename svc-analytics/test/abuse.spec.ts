// Browser events dated far from the server's clock are refused, and a session (or an
// address) cannot send more than a person would; refused batches store nothing.
import { randomUUID } from 'node:crypto';
import { testServiceForFile } from '@takehome/service-kit/testing';
import { service } from '../src/service.js';
import { pageView, sql } from './helpers.js';

const started = testServiceForFile(service);

const post = async (events: unknown[], address: string) => {
  const response = await fetch(`${started.service.url}/api/analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ events }),
  });
  const body = (await response.json()) as { error?: string };
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
};
const outboxRows = async () =>
  Number((await sql<{ n: string }>(started.service, 'SELECT count(*) AS n FROM outbox'))[0].n);
/** Browser events stored in the outbox (a row holds the batches accepted together). */
const outboxEvents = async () =>
  Number(
    (
      await sql<{ n: string }>(
        started.service,
        `SELECT COALESCE(SUM(json_array_length(envelope->'data'->'events')), 0) AS n FROM outbox`,
      )
    )[0].n,
  );

describe('browser events', () => {
  it('refuses a batch with an event dated far from the server time, and stores none of it', async () => {
    const before = await outboxRows();
    const session = randomUUID();
    for (const offsetMs of [-2 * 60 * 60 * 1000, -30 * 24 * 60 * 60 * 1000, 10 * 60 * 1000]) {
      const events = [pageView(session, new Date()), pageView(session, new Date(Date.now() + offsetMs))];
      const answer = await post(events, '198.51.100.40');
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^events\[1\]\.at: must be within 60 minutes before/);
    }
    expect(await outboxRows()).toBe(before);
    expect((await post([pageView(session, new Date(Date.now() - 30 * 60 * 1000))], '198.51.100.40')).status).toBe(202);
  });

  it('caps the events of one session per minute', async () => {
    const session = randomUUID();
    const batch = () => Array.from({ length: 30 }, () => pageView(session, new Date()));
    // Each batch from another address: the session's own cap is what refuses.
    expect((await post(batch(), '198.51.100.41')).status).toBe(202);
    expect((await post(batch(), '198.51.100.42')).status).toBe(202);
    const before = await outboxRows();
    const refused = await post([pageView(session, new Date())], '198.51.100.43');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(await outboxRows()).toBe(before);
    expect((await post([pageView(randomUUID(), new Date())], '198.51.100.43')).status).toBe(202);
  });

  it('holds both caps exactly when batches arrive together and are counted by one statement', async () => {
    // Batches that arrive while others are being written are counted together; each is still
    // decided as if counted alone, in turn, so exactly the allowance gets through.
    const before = await outboxEvents();
    const address = '198.51.100.45';
    const byAddress = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(
          Array.from({ length: 50 }, () => pageView(randomUUID(), new Date())),
          address,
        ),
      ),
    );
    expect(byAddress.filter((answer) => answer.status === 202)).toHaveLength(6);
    expect(byAddress.filter((answer) => answer.status === 429)).toHaveLength(4);
    const session = randomUUID();
    const bySession = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(
          Array.from({ length: 20 }, () => pageView(session, new Date())),
          `198.51.100.${50 + i}`,
        ),
      ),
    );
    expect(bySession.filter((answer) => answer.status === 202)).toHaveLength(3);
    expect(bySession.filter((answer) => answer.status === 429)).toHaveLength(2);
    expect(await outboxEvents()).toBe(before + 6 * 50 + 3 * 20);
  });

  it('caps the events of one address per minute, however many sessions it invents', async () => {
    const batch = () => Array.from({ length: 50 }, () => pageView(randomUUID(), new Date()));
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(batch(), '198.51.100.44')).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
  });
});
