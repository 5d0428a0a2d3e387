// Visitors' calculator-usage reports are capped per client address, whatever session ids they invent.
import { randomUUID } from 'node:crypto';
import { startTestService, type TestService, testServiceForFile } from '@takehome/service-kit/testing';
import { service } from '../src/service.js';

const started = testServiceForFile(service);

const record = (address: string, token?: string, target: TestService = started.service) =>
  fetch(`${target.url}/api/calculator-usage`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ sessionId: randomUUID(), calculationType: 'paycheck' }),
  });

it('caps anonymous reports per address at 120 an hour, a new session id each time; others are not affected', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 121; i++) statuses.push((await record('198.51.100.60')).status);
  expect(statuses.slice(0, 120).every((status) => status === 201)).toBe(true);
  const refused = await record('198.51.100.60');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await record('198.51.100.61')).status).toBe(201);
  // A signed-in user is counted by their own window, not by the address.
  expect((await record('198.51.100.60', await started.issuer.token({ tier: 'pro' }))).status).toBe(201);
});

it('takes its cap from ANONYMOUS_USAGE_PER_ADDRESS_PER_HOUR', async () => {
  const lowered = await startTestService(service, {
    issuer: started.issuer,
    env: { ANONYMOUS_USAGE_PER_ADDRESS_PER_HOUR: '3' },
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await record('198.51.100.62', undefined, lowered)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  } finally {
    await lowered.close();
  }
});
