import { randomUUID } from 'node:crypto';
import type { SavedCalculationDto, UsageDto } from '@takehome/contracts';
import { NatsService, OutboxRelay } from '@takehome/service-kit';
import { isolatedNatsConfig, OwnNatsServer, startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { service } from '../src/service.js';
import { eventsOf, waitForEvents } from './events.js';
import { call } from './http.js';

let issuer: TestIssuer;
let nats: OwnNatsServer;
let svc: TestService;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  nats = await OwnNatsServer.create();
  await nats.start();
  svc = await startTestService(service, { issuer, env: { ...isolatedNatsConfig('outage'), NATS_URL: nats.url } });
  await svc.app.get(NatsService).ready();
});

afterAll(async () => {
  await svc?.close();
  await nats?.dispose();
  await issuer?.close();
});

it('saves and counts while NATS is stopped, and each event arrives exactly once when it is back', async () => {
  const userId = randomUUID();
  const token = await issuer.token({ sub: userId });
  await nats.stop();

  const saves: SavedCalculationDto[] = [];
  for (const hourlyRate of [20, 30]) {
    const answer = await call<SavedCalculationDto>(svc.url, 'POST', '/api/calculations/save', {
      token,
      body: { calculationData: { inputs: { hourlyRate } } },
    });
    expect(answer.status).toBe(201);
    saves.push(answer.body);
  }
  const counted = await call<UsageDto>(svc.url, 'POST', '/api/calculator-usage', { token, body: { sessionId: 'offline' } });
  expect(counted).toMatchObject({ status: 201, body: { used: 1 } });
  expect(await svc.app.get(OutboxRelay).pending()).toBe(3);

  await nats.start();
  const ids = saves.map((saved) => saved.id).sort();
  await waitForEvents(svc.config, 'calculation.saved', (events) => events.length >= 2, 20_000);
  await waitForEvents(svc.config, 'calculation.recorded', (events) => events.length >= 1, 20_000);
  // A second relay pass (every 0.5 s) must not publish anything again.
  await new Promise((r) => setTimeout(r, 1500));

  const savedEvents = await eventsOf(svc.config, 'calculation.saved');
  expect(savedEvents.map((event) => event.data.calculationId).sort()).toEqual(ids);
  expect(savedEvents.map((event) => event.data.netPay).sort((a, b) => a - b)).toEqual([800, 1200]);
  expect(await eventsOf(svc.config, 'calculation.recorded')).toHaveLength(1);
  expect(await svc.app.get(OutboxRelay).pending()).toBe(0);
});
