import { randomUUID } from 'node:crypto';
import type { SavedCalculationDto, UsageDto } from '@takehome/contracts';
import { NatsService, OutboxRelay } from '@takehome/service-kit';
import { testServiceForFile } from '@takehome/service-kit/testing';
import { service } from '../src/service.js';
import { eventsOf, waitForEvents } from './events.js';
import { call } from './http.js';

const started = testServiceForFile(service, { ownNats: true });

beforeAll(async () => {
  await started.service.app.get(NatsService).ready();
});

it('saves and counts while NATS is stopped, and each event arrives exactly once when it is back', async () => {
  const userId = randomUUID();
  const token = await started.issuer.token({ sub: userId });
  await started.nats.stop();

  const saves: SavedCalculationDto[] = [];
  for (const hourlyRate of [20, 30]) {
    const answer = await call<SavedCalculationDto>(started.service.url, 'POST', '/api/calculations/save', {
      token,
      body: { calculationData: { inputs: { hourlyRate } } },
    });
    expect(answer.status).toBe(201);
    saves.push(answer.body);
  }
  const counted = await call<UsageDto>(started.service.url, 'POST', '/api/calculator-usage', {
    token,
    body: { sessionId: 'offline' },
  });
  expect(counted).toMatchObject({ status: 201, body: { used: 1 } });
  expect(await started.service.app.get(OutboxRelay).pending()).toBe(3);

  await started.nats.start();
  const ids = saves.map((saved) => saved.id).sort();
  await waitForEvents(started.service.config, 'calculation.saved', (events) => events.length >= 2, 20_000);
  await waitForEvents(started.service.config, 'calculation.recorded', (events) => events.length >= 1, 20_000);
  // A second relay pass (every 0.5 s) must not publish anything again.
  await new Promise((r) => setTimeout(r, 1500));

  const savedEvents = await eventsOf(started.service.config, 'calculation.saved');
  expect(savedEvents.map((event) => event.data.calculationId).sort()).toEqual(ids);
  expect(savedEvents.map((event) => event.data.netPay).sort((a, b) => a - b)).toEqual([800, 1200]);
  expect(await eventsOf(started.service.config, 'calculation.recorded')).toHaveLength(1);
  expect(await started.service.app.get(OutboxRelay).pending()).toBe(0);
});
