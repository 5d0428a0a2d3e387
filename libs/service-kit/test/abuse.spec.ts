// One way to know the client, and rate limits shared by every replica.
import {
  addressBlock,
  baseConfigSchema,
  ConfigError,
  loadConfig,
  RateLimiter,
  TOO_MANY_REQUESTS,
} from '../src/index.js';
import { startTestService, TestIssuer, type TestService } from '../src/testing/index.js';
import { fixtureService } from './fixture-service.js';

let issuer: TestIssuer;
let service: TestService;
let replica: TestService;
let untrusting: TestService;

const post = (svc: TestService, path: string, headers: Record<string, string> = {}) =>
  fetch(`${svc.url}${path}`, { method: 'POST', headers });
const addressSeen = async (svc: TestService, headers: Record<string, string>) =>
  ((await (await fetch(`${svc.url}/t/address`, { headers })).json()) as { address: string }).address;
const randomAddress = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  service = await startTestService(fixtureService, { issuer });
  // A second replica on the same database, as two pods of one service are.
  replica = await startTestService(fixtureService, {
    issuer,
    database: service.database,
    env: { NATS_STREAM: service.config.NATS_STREAM, NATS_SUBJECT_PREFIX: service.config.NATS_SUBJECT_PREFIX },
  });
  // Trusts only a proxy that is not us: every X-Forwarded-For it gets is someone's forgery.
  untrusting = await startTestService(fixtureService, { issuer, env: { TRUSTED_PROXIES: '10.9.9.9' } });
});
afterAll(async () => {
  await replica?.close({ keepData: true });
  await service?.close();
  await untrusting?.close();
  await issuer?.close();
});

describe('the client address', () => {
  it('is the address the trusted proxy (the gateway) saw', async () => {
    expect(await addressSeen(service, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    // A header the browser sent, that a proxy appended to, is believed only as far as the trusted hop.
    expect(await addressSeen(service, { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await addressSeen(service, {})).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For from anyone but a trusted proxy', async () => {
    expect(await addressSeen(untrusting, { 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
  });

  it('limits a forger by the address that connected, however the header changes', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await post(untrusting, '/t/limited', { 'x-forwarded-for': randomAddress() }));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 429, 429]);
    expect(await answers[0].json()).toEqual({ address: '127.0.0.1' });
  });

  it('counts an IPv6 client by its /64', () => {
    expect(addressBlock('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After and { error } once an address has used its allowance', async () => {
    const headers = { 'x-forwarded-for': randomAddress() };
    for (let i = 0; i < 3; i++) expect((await post(service, '/t/limited', headers)).status).toBe(201);
    const refused = await post(service, '/t/limited', headers);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address has its own allowance.
    expect((await post(service, '/t/limited', { 'x-forwarded-for': randomAddress() })).status).toBe(201);
  });

  it('lets exactly the allowance through when requests arrive together (check and record are one step)', async () => {
    const headers = { 'x-forwarded-for': randomAddress() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(service, '/t/limited', headers)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });

  it('is one count across replicas', async () => {
    const headers = { 'x-forwarded-for': randomAddress() };
    expect((await post(service, '/t/limited', headers)).status).toBe(201);
    expect((await post(replica, '/t/limited', headers)).status).toBe(201);
    expect((await post(service, '/t/limited', headers)).status).toBe(201);
    expect((await post(replica, '/t/limited', headers)).status).toBe(429);
    expect((await post(service, '/t/limited', headers)).status).toBe(429);
  });

  it('decides requests counted by one statement as if each had been counted alone, in order', async () => {
    const limiter = service.app.get(RateLimiter);
    const a = { name: 'fixture.together.a', max: 5, windowSeconds: 60 };
    const b = { name: 'fixture.together.b', max: 1, windowSeconds: 60, message: 'One b.' };
    const [x, y] = [randomAddress(), randomAddress()];
    const decisions = await limiter.takeEach([
      [{ rule: a, subject: x, cost: 2 }],
      [
        { rule: a, subject: x, cost: 2 },
        { rule: b, subject: y },
      ],
      [{ rule: a, subject: x, cost: 2 }], // a: 6 of 5
      [], // nothing to count
      [{ rule: b, subject: y }], // b: 2 of 1
      [{ rule: a, subject: y, cost: 5 }], // another subject: its own count
    ]);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false, true, false, true]);
    expect(decisions[2]).toEqual({
      allowed: false,
      retryAfterSeconds: expect.any(Number) as unknown,
      message: TOO_MANY_REQUESTS,
    });
    expect(decisions[4].message).toBe('One b.');
    for (const refused of [decisions[2], decisions[4]]) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Refused hits were counted too, as `take` counts them; and `take` is `takeEach` of one request.
    expect((await limiter.take([{ rule: a, subject: x, cost: 0 }])).allowed).toBe(false);
    expect((await limiter.take([{ rule: a, subject: y, cost: 0 }])).allowed).toBe(true);
  });

  it('opens a new window once the old one has ended, and says its own message', async () => {
    const headers = { 'x-forwarded-for': randomAddress() };
    expect((await post(service, '/t/limited-briefly', headers)).status).toBe(201);
    const refused = await post(service, '/t/limited-briefly', headers);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Slow down.' });
    expect(refused.headers.get('retry-after')).toBe('1');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await post(service, '/t/limited-briefly', headers)).status).toBe(201);
  });
});

describe('configuration in production', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(baseConfigSchema, env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('refuses every development default, naming each variable', () => {
    expect(problemsOf({ NODE_ENV: 'production', PORT: '4002' })).toEqual(
      ['TRUSTED_PROXIES', 'DATABASE_URL', 'NATS_URL', 'AUTH_ISSUER', 'AUTH_JWKS_URL'].map(
        (name) => `${name}: must be set in production (its default is for development only)`,
      ),
    );
  });

  it('starts in production once they are set', () => {
    const config = loadConfig(baseConfigSchema, {
      NODE_ENV: 'production',
      PORT: '4002',
      TRUSTED_PROXIES: '10.0.0.0/8, 172.30.0.10',
      DATABASE_URL: 'postgres://calc:secret@db:5432/takehome',
      NATS_URL: 'nats://nats:4222',
      AUTH_ISSUER: 'https://takehome.example/realms/takehome',
      AUTH_JWKS_URL: 'https://takehome.example/realms/takehome/protocol/openid-connect/certs',
    });
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '172.30.0.10']);
  });

  it('reads the trusted proxies as a list, and refuses what is not an address, subnet or name', () => {
    expect(loadConfig(baseConfigSchema, { PORT: '1' }).TRUSTED_PROXIES).toEqual(['loopback']);
    expect(loadConfig(baseConfigSchema, { PORT: '1', TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig(baseConfigSchema, { PORT: '1', TRUSTED_PROXIES: 'loopback,fd00::/8' }).TRUSTED_PROXIES).toEqual([
      'loopback',
      'fd00::/8',
    ]);
    expect(() => loadConfig(baseConfigSchema, { PORT: '1', TRUSTED_PROXIES: 'gateway.internal' })).toThrow(
      /TRUSTED_PROXIES/,
    );
  });
});
