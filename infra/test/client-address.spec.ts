// A forged X-Forwarded-For sent through the gateway does not change the address a service
// limits. The gateway replaces the header with the address that connected to it, and the services
// believe only the gateway's hop (TRUSTED_PROXIES): a limit reached from 127.0.0.1 stays reached
// whatever the browser writes in the header. Real services, real gateway, real Postgres.
import { startProduct, type Product } from './support/product.js';

let product: Product;

const FORGERIES: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.7' },
  { 'x-forwarded-for': '203.0.113.8, 198.51.100.9' },
  { 'x-forwarded-for': '127.0.0.1, 203.0.113.10' },
  { 'x-real-ip': '203.0.113.11', forwarded: 'for=203.0.113.11' },
  { 'x-forwarded-for': '2001:db8:1:2::3' },
  { 'x-forwarded-for': 'garbage' },
];

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${product.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  // The product's limits, lowered to keep the test short: sign-in failures per address 3, contact 2.
  product = await startProduct(
    {},
    {
      identity: { AUTH_MAX_FAILURES_PER_IP: '3' },
      content: { CONTACT_PER_ADDRESS_PER_HOUR: '2' },
    },
  );
}, 120_000);
afterAll(async () => product?.close());

describe('a forged X-Forwarded-For through the gateway', () => {
  it('does not reopen the sign-in limit reached from 127.0.0.1', async () => {
    // Failed sign-ins for accounts that do not exist: only the address is counted.
    const attempt = (i: number, headers?: Record<string, string>) =>
      post('/api/auth/signin', { email: `nobody-${i}@example.com`, password: 'wrong-password' }, headers);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt(i)).status);
    expect(statuses).toEqual([401, 401, 401]);
    expect((await attempt(3)).status).toBe(429);
    for (const [i, headers] of FORGERIES.entries()) {
      const answer = await attempt(10 + i, headers);
      expect({ headers, status: answer.status }).toEqual({ headers, status: 429 });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('does not reopen the contact limit reached from 127.0.0.1, and stores nothing more', async () => {
    const message = (i: number) => ({
      name: 'Pat Doe',
      email: 'pat@example.com',
      message: `Message ${i} about my pay.`,
    });
    const first = [
      (await post('/api/email/contact', message(0))).status,
      (await post('/api/email/contact', message(1))).status,
    ];
    expect(first).toEqual([201, 201]);
    for (const [i, headers] of FORGERIES.entries()) {
      const answer = await post('/api/email/contact', message(2 + i), headers);
      expect({ headers, status: answer.status }).toEqual({ headers, status: 429 });
    }
    const { rows } = await query<{ n: number }>(
      product,
      'content',
      'SELECT count(*)::int AS n FROM content.contact_messages',
    );
    expect(rows[0].n).toBe(2);
  });

  it('is what the service would believe only from the gateway itself: the limit was per address', async () => {
    // Straight to svc-content from loopback (a trusted hop, as the gateway is): another client's own allowance.
    const direct = await fetch(`${product.services.content.url}/api/email/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ name: 'Sam Roe', email: 'sam@example.com', message: 'A message from elsewhere.' }),
    });
    expect(direct.status).toBe(201);
  });
});

async function query<Row extends object>(p: Product, name: keyof Product['services'], sql: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: p.services[name].database.url });
  await client.connect();
  try {
    return await client.query<Row>(sql);
  } finally {
    await client.end();
  }
}
