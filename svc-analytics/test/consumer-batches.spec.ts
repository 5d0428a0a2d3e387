// Calculation.saved and calculation.recorded are applied a consumer batch at a time (raw rows
// in one insert, count changes and per-user counts in one upsert each). Many events arriving at once,
// over two days and two users, in two waves, with a duplicate delivery among them, are each counted once.
import { randomUUID } from 'node:crypto';
import { testServiceForFile } from '@takehome/service-kit/testing';
import { service } from '../src/service.js';
import { envelope, publish, sql, waitUntil } from './helpers.js';

const started = testServiceForFile(service, { env: { EVENTS_ACCEPTED_AGE_MINUTES: String(400 * 24 * 60) } });

const today = new Date();
const yesterday = new Date(today.getTime() - 24 * 60 * 60 * 1000);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

const saved = (userId: string, at: Date) =>
  envelope(
    'calculation.saved',
    {
      userId,
      calculationId: randomUUID(),
      grossPay: 1000,
      netPay: 800,
      leftOver: 100,
      calculationDate: at.toISOString(),
      taxMode: 'flat',
    },
    at,
  );
const recorded = (userId: string, at: Date) =>
  envelope(
    'calculation.recorded',
    { userId, sessionId: randomUUID(), userType: 'user', calculationType: 'paycheck', userAgent: 'jest' },
    at,
  );

const handled = (id: string) =>
  waitUntil(
    async () => (await sql(started.service, 'SELECT 1 FROM inbox WHERE event_id = $1', [id])).length > 0,
    20_000,
    `event ${id}`,
  );

it('counts a burst of saved and recorded calculations once each, per day and per user', async () => {
  const svc = started.service;
  const [ann, bob] = [randomUUID(), randomUUID()];
  const savedEvents = [
    ...Array.from({ length: 25 }, (_, i) => saved(i % 2 ? ann : bob, today)),
    ...Array.from({ length: 15 }, () => saved(ann, yesterday)),
  ];
  const recordedEvents = [
    ...Array.from({ length: 12 }, () => recorded(ann, today)),
    ...Array.from({ length: 7 }, () => recorded(ann, yesterday)),
    ...Array.from({ length: 5 }, () => recorded(bob, today)),
  ];
  // Two waves (every other event), so the second's batches add to the rows the first's made.
  const all = [...savedEvents, ...recordedEvents];
  const firstWave = all.filter((_, i) => i % 2 === 0);
  await Promise.all(firstWave.map((event) => publish(svc, event)));
  for (const event of firstWave) await handled(event.id);
  await Promise.all(all.filter((_, i) => i % 2 === 1).map((event) => publish(svc, event)));
  // The same events again under other message ids (a re-publish after a crash): nothing changes.
  await publish(svc, savedEvents[3], `${savedEvents[3].id}-again`);
  await publish(svc, recordedEvents[0], `${recordedEvents[0].id}-again`);
  const lastSaved = saved(bob, today);
  const lastRecorded = recorded(bob, today);
  await publish(svc, lastSaved);
  await publish(svc, lastRecorded);
  await handled(lastSaved.id);
  await handled(lastRecorded.id);
  for (const event of [...savedEvents, ...recordedEvents]) await handled(event.id);

  const savedPerDay = await sql<{ day: string; value: string }>(
    svc,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, SUM(value) AS value FROM daily_counts
      WHERE metric = 'calculations_saved' GROUP BY day ORDER BY day`,
  );
  expect(savedPerDay.map(({ day, value }) => [day, Number(value)])).toEqual([
    [dayOf(yesterday), 15],
    [dayOf(today), 26],
  ]);
  const perUser = await sql<{ user_id: string; day: string; calculations: number }>(
    svc,
    `SELECT user_id, to_char(day, 'YYYY-MM-DD') AS day, calculations FROM user_daily_calculations
      WHERE user_id = ANY($1) ORDER BY user_id = $2 DESC, day`,
    [[ann, bob], ann],
  );
  expect(perUser.map((row) => [row.user_id, row.day, row.calculations])).toEqual([
    [ann, dayOf(yesterday), 7],
    [ann, dayOf(today), 12],
    [bob, dayOf(today), 6],
  ]);
  const rawRows = await sql<{ count: string }>(svc, `SELECT count(*) AS count FROM events WHERE type LIKE 'calculation.%'`);
  expect(Number(rawRows[0].count)).toBe(savedEvents.length + recordedEvents.length + 2);
});
