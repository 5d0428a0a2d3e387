// The public forms are limited per client address (and the newsletter per email too),
// shared by every replica, and a forged X-Forwarded-For buys no new allowance.
import pg from 'pg';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { service } from '../src/service.js';
import { call } from './http.js';

let issuer: TestIssuer;
let svc: TestService;
let exposed: TestService;
let db: pg.Client;

const message = (i: number) => ({
  name: 'Pat Doe',
  email: 'pat@example.com',
  message: `Message number ${i} about my pay.`,
});
const storedMessages = async () =>
  Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM content.contact_messages')).rows[0].n);

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startTestService(service, { issuer });
  // Trusts no proxy: every X-Forwarded-For it gets is a forgery. Its limits are set by the environment.
  exposed = await startTestService(service, {
    issuer,
    env: { TRUSTED_PROXIES: '', CONTACT_PER_ADDRESS_PER_HOUR: '3', SUBSCRIBES_PER_ADDRESS_PER_HOUR: '2' },
  });
  db = new pg.Client({ connectionString: svc.database.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await svc?.close();
  await exposed?.close();
  await issuer?.close();
});

describe('contact form limits', () => {
  it('stores 5 of 100 messages from one address and refuses the rest with 429 and Retry-After', async () => {
    const before = await storedMessages();
    const headers = { 'x-forwarded-for': '198.51.100.20' };
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push(await call(svc.url, 'POST', '/api/email/contact', { body: message(i), headers }));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.slice(5).map((a) => a.status))).toEqual(new Set([429]));
    expect(answers[5].body).toEqual({ error: 'Too many requests. Please try again later.' });
    const retryAfter = Number(answers[99].headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedMessages()).toBe(before + 5);
    // Someone else is not affected.
    const other = await call(svc.url, 'POST', '/api/email/contact', {
      body: message(100),
      headers: { 'x-forwarded-for': '198.51.100.21' },
    });
    expect(other.status).toBe(201);
  });

  it('limits by the connecting address when the X-Forwarded-For is forged (CONTACT_PER_ADDRESS_PER_HOUR=3)', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      statuses.push(
        (await call(exposed.url, 'POST', '/api/email/contact', { body: message(i), headers: forged })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429]);
  });
});

describe('newsletter limits', () => {
  it('limits one address, and one email from many addresses', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.30' };
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call(svc.url, 'POST', '/api/email/subscribe', { body: { email: `reader${i}@example.com` }, headers }))
          .status,
      );
    }
    expect(statuses).toEqual([...new Array<number>(10).fill(201), 429]);

    const victim = [];
    for (let i = 0; i < 4; i++) {
      const from = { 'x-forwarded-for': `198.51.101.${i + 1}` };
      victim.push(
        (await call(svc.url, 'POST', '/api/email/subscribe', { body: { email: 'victim@example.com' }, headers: from }))
          .status,
      );
    }
    expect(victim).toEqual([201, 200, 200, 429]);
  });

  it('takes the per-address limit from SUBSCRIBES_PER_ADDRESS_PER_HOUR', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await call(exposed.url, 'POST', '/api/email/subscribe', { body: { email: `set${i}@example.com` } })).status,
      );
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('the sanitiser', () => {
  it("keeps a visitor's escaped markup as text, never turning it back into a tag", async () => {
    const admin = await issuer.adminToken();
    const post = await call<{ slug: string }>(svc.url, 'POST', '/api/blog/posts', {
      token: admin,
      body: {
        title: 'Escapes',
        content: '<p>Tips &amp; tricks &lt;script&gt;alert(1)&lt;/script&gt; here</p>',
        published: true,
      },
    });
    expect(post.status).toBe(201);
    const typed = 'Try &lt;script&gt;alert(1)&lt;/script&gt; <b>now</b>';
    const comment = await call<{ content: string }>(svc.url, 'POST', `/api/blog/posts/${post.body.slug}/comments`, {
      body: { name: '&lt;img src=x onerror=alert(1)&gt;', content: typed },
      headers: { 'x-forwarded-for': '198.51.100.40' },
    });
    expect(comment.status).toBe(201);
    expect(comment.body.content).toBe('Try &lt;script&gt;alert(1)&lt;/script&gt; now');
    const stored = await db.query('SELECT author, content FROM content.comments WHERE content LIKE $1', ['Try %']);
    expect(stored.rows).toEqual([
      { author: '&lt;img src=x onerror=alert(1)&gt;', content: 'Try &lt;script&gt;alert(1)&lt;/script&gt; now' },
    ]);
    // The post's default excerpt is the text its readers see, with nothing in it that reads as markup.
    const read = await call<{ excerpt: string }>(svc.url, 'GET', `/api/blog/posts/${post.body.slug}`);
    expect(read.body.excerpt).toBe('Tips & tricks here');
  });
});
