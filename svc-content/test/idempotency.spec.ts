import { randomUUID } from 'node:crypto';
import type {
  AdminComment,
  BlogComment,
  BlogPost,
  GenerateAiResponse,
  ScheduledJob,
  ScheduledJobRunResponse,
  SubscribeResponse,
  Subscriber,
  SupportTicketResponse,
} from '@takehome/contracts';
import { tableOf } from '@takehome/service-kit';
import { sendWhileWriteWaits, startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { service } from '../src/service.js';
import { ChatCompletionsDouble } from './doubles.js';
import { call, type CallResult } from './http.js';

// Writes the front ends send with an Idempotency-Key: sent again (a retry after a broken connection,
// or twice at once) they are carried out once and answered alike, and the key with another request is
// 422. Every one of them stores the key and its answer in the transaction of its write
// (@IdempotentWrite): no key row exists while the write is under way.

let issuer: TestIssuer;
let openai: ChatCompletionsDouble;
let svc: TestService;
let db: DataSource;
let admin: string;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  openai = await ChatCompletionsDouble.start();
  openai.reply = JSON.stringify({
    title: 'Idempotent Draft',
    excerpt: 'Written once.',
    tags: ['payroll'],
    content: '<h2>Once</h2><p>Four words of body.</p>',
  });
  svc = await startTestService(service, {
    issuer,
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, OPENAI_MODEL: 'gpt-test' },
  });
  db = svc.app.get(DataSource);
  admin = await issuer.adminToken();
});

afterAll(async () => {
  await svc?.close();
  await openai?.close();
  await issuer?.close();
});

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<Array<{ n: string }>>(sql, params))[0].n);

type Send<T> = (key: string, body?: unknown) => Promise<CallResult<T & { error: string }>>;

/** An admin's write with a key. */
const adminWrite =
  <T>(method: string, path: string): Send<T> =>
  (key, body) =>
    call<T & { error: string }>(svc.url, method, path, { token: admin, body, headers: { 'idempotency-key': key } });

/**
 * The same key and body twice at once and once more later: one answer for all, the later one replayed;
 * the key with another body is 422. `rows` counts what the write made (1 after it).
 */
async function onceForOneKey<T>(
  send: Send<T>,
  body: unknown,
  otherBody: unknown,
  rows: () => Promise<number>,
  status: number,
): Promise<T> {
  const key = randomUUID();
  const answers = await Promise.all([send(key, body), send(key, body)]);
  const later = await send(key, body);
  expect([...answers, later].map((a) => a.status)).toEqual([status, status, status]);
  for (const answer of [...answers, later]) expect(answer.body).toEqual(answers[0].body);
  expect(later.headers.get('idempotent-replayed')).toBe('true');
  expect(await rows()).toBe(1);
  const other = await send(key, otherBody);
  expect(other.status).toBe(422);
  expect(await rows()).toBe(1);
  return answers[0].body;
}

it('stores one comment for a key sent several times at once and again later, each answered with it', async () => {
  const key = randomUUID();
  const content = `Once only ${key}`;
  const send = () =>
    call<BlogComment>(svc.url, 'POST', '/api/blog/posts/how-to-read-your-pay-stub-line-by-line/comments', {
      body: { name: 'Kim', content },
      headers: { 'idempotency-key': key, 'x-forwarded-for': '198.51.100.7' },
    });
  const answers = await Promise.all([send(), send(), send(), send()]);
  const later = await send();
  expect([...answers, later].map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
  for (const answer of [...answers, later]) expect(answer.body).toEqual(answers[0].body);
  expect(later.headers.get('idempotent-replayed')).toBe('true');
  expect(await count('SELECT count(*) AS n FROM comments WHERE content = $1', [content])).toBe(1);
});

it('files one support ticket per key, and refuses the key for another ticket (422)', async () => {
  const token = await issuer.token({ tier: 'pro' });
  const key = randomUUID();
  const file = (subject: string) =>
    call<SupportTicketResponse & { error: string }>(svc.url, 'POST', '/api/support/tickets', {
      token,
      body: { subject, message: 'The PDF is empty.' },
      headers: { 'idempotency-key': key },
    });
  const [first, second] = await Promise.all([file(`Export ${key}`), file(`Export ${key}`)]);
  expect(first.status).toBe(201);
  expect(second.body).toEqual(first.body);
  const other = await file(`Another ${key}`);
  expect(other.status).toBe(422);
  expect(await count('SELECT count(*) AS n FROM support_tickets WHERE subject LIKE $1', [`%${key}`])).toBe(1);
});

describe('contact, subscribe', () => {
  const contact: Send<{ success: boolean }> = (key, body) =>
    call(svc.url, 'POST', '/api/email/contact', {
      body,
      headers: { 'idempotency-key': key, 'x-forwarded-for': '198.51.100.8' },
    });
  const subscribe: Send<SubscribeResponse> = (key, body) =>
    call(svc.url, 'POST', '/api/email/subscribe', {
      body,
      headers: { 'idempotency-key': key, 'x-forwarded-for': '198.51.100.9' },
    });

  it('stores one contact message per key', async () => {
    const message = `Hello ${randomUUID()}`;
    const body = { name: 'Lee', email: 'lee@example.com', message };
    const answer = await onceForOneKey(
      contact,
      body,
      { ...body, message: `${message}!` },
      () => count('SELECT count(*) AS n FROM contact_messages WHERE message LIKE $1', [`${message}%`]),
      201,
    );
    expect(answer).toEqual({ success: true });
  });

  it('subscribes an address once per key, and answers 200 again for a known one', async () => {
    const email = `once-${randomUUID()}@example.com`;
    const rows = () => count('SELECT count(*) AS n FROM subscribers WHERE email = $1', [email]);
    const created = await onceForOneKey(subscribe, { email }, { email, firstName: 'Other' }, rows, 201);
    expect(created.alreadySubscribed).toBe(false);
    // A known address answers 200; sent again with its key, 200 again (the status is stored too).
    const key = randomUUID();
    const [first, again] = [await subscribe(key, { email }), await subscribe(key, { email })];
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('admin writes', () => {
  it('creates, updates and deletes a post once per key', async () => {
    const title = `Post ${randomUUID()}`;
    const created = await onceForOneKey(
      adminWrite<BlogPost>('POST', '/api/blog/posts'),
      post(title),
      post(`${title}!`),
      () => count('SELECT count(*) AS n FROM posts WHERE title LIKE $1', [`${title}%`]),
      201,
    );
    const updated = await onceForOneKey(
      adminWrite<BlogPost>('PUT', `/api/blog/posts/${created.id}`),
      { excerpt: 'Changed once' },
      { excerpt: 'Changed twice' },
      () => count("SELECT count(*) AS n FROM posts WHERE id = $1 AND excerpt = 'Changed once'", [created.id]),
      200,
    );
    expect(updated.excerpt).toBe('Changed once');
    const key = randomUUID();
    const remove = adminWrite<{ success: boolean }>('DELETE', `/api/blog/posts/${created.id}`);
    const [first, again] = await Promise.all([remove(key), remove(key)]);
    expect([first.status, again.status, first.body, again.body]).toEqual([
      200,
      200,
      { success: true },
      { success: true },
    ]);
    expect((await remove(randomUUID())).status).toBe(404);
  });

  it('updates and deletes a subscriber once per key', async () => {
    const email = `admin-${randomUUID()}@example.com`;
    await subscribeOnce(email);
    const [{ id }] = await db.query<Array<{ id: string }>>('SELECT id FROM subscribers WHERE email = $1', [email]);
    const updated = await onceForOneKey(
      adminWrite<Subscriber>('PUT', `/api/admin/email-subscribers/${id}`),
      { firstName: 'Once' },
      { firstName: 'Twice' },
      () => count("SELECT count(*) AS n FROM subscribers WHERE id = $1 AND first_name = 'Once'", [id]),
      200,
    );
    expect(updated.firstName).toBe('Once');
    const key = randomUUID();
    const remove = adminWrite<{ success: boolean }>('DELETE', `/api/admin/email-subscribers/${id}`);
    const [first, again] = await Promise.all([remove(key), remove(key)]);
    expect([first.status, again.status, again.body]).toEqual([200, 200, { success: true }]);
    expect((await remove(randomUUID())).status).toBe(404);
  });

  it('moderates and deletes a comment once per key', async () => {
    const content = `Moderate me ${randomUUID()}`;
    const comment = await call<BlogComment>(
      svc.url,
      'POST',
      '/api/blog/posts/how-to-read-your-pay-stub-line-by-line/comments',
      {
        body: { name: 'Moe', content },
        headers: { 'x-forwarded-for': '198.51.100.10' },
      },
    );
    const id = comment.body.id;
    const moderated = await onceForOneKey(
      adminWrite<AdminComment>('PATCH', `/api/blog/comments/${id}`),
      { status: 'held' },
      { status: 'approved' },
      () => count("SELECT count(*) AS n FROM comments WHERE id = $1 AND status = 'held'", [id]),
      200,
    );
    expect(moderated.status).toBe('held');
    const key = randomUUID();
    const remove = adminWrite<{ success: boolean }>('DELETE', `/api/blog/comments/${id}`);
    const [first, again] = await Promise.all([remove(key), remove(key)]);
    expect([first.status, again.status, again.body]).toEqual([200, 200, { success: true }]);
  });

  it('creates, toggles, runs and deletes a scheduled job once per key', async () => {
    const name = `Job ${randomUUID()}`;
    const job = await onceForOneKey(
      adminWrite<ScheduledJob>('POST', '/api/scheduler/jobs'),
      { name, isActive: false },
      { name: `${name}!`, isActive: false },
      () => count('SELECT count(*) AS n FROM scheduled_jobs WHERE name LIKE $1', [`${name}%`]),
      201,
    );
    // A toggle sent three times with one key flips the job once.
    const toggled = await onceForOneKey(
      adminWrite<ScheduledJob>('PATCH', `/api/scheduler/jobs/${job.id}/toggle`),
      undefined,
      { other: true },
      () => count('SELECT count(*) AS n FROM scheduled_jobs WHERE id = $1 AND is_active', [job.id]),
      200,
    );
    expect(toggled.isActive).toBe(true);
    const drafts = () => count("SELECT count(*) AS n FROM posts WHERE title = 'Idempotent Draft'");
    const before = await drafts();
    const run = await onceForOneKey(
      adminWrite<ScheduledJobRunResponse>('POST', `/api/scheduler/jobs/${job.id}/run`),
      undefined,
      { other: true },
      async () => (await drafts()) - before,
      200,
    );
    expect(run.message).toMatch(/draft "Idempotent Draft" saved/);
    const key = randomUUID();
    const remove = adminWrite<{ success: boolean }>('DELETE', `/api/scheduler/jobs/${job.id}`);
    const [first, again] = await Promise.all([remove(key), remove(key)]);
    expect([first.status, again.status, again.body]).toEqual([200, 200, { success: true }]);
  });

  it('writes one AI draft per key', async () => {
    const keyword = `idempotent draft ${randomUUID()}`;
    const body = { customPrompt: 'Write about idempotency.', targetKeyword: keyword };
    const answer = await onceForOneKey(
      adminWrite<GenerateAiResponse>('POST', '/api/blog/generate-ai'),
      body,
      { ...body, customPrompt: 'Write about something else.' },
      () => count('SELECT count(*) AS n FROM posts WHERE target_keyword = $1', [keyword]),
      201,
    );
    expect(answer.post.published).toBe(false);
  });
});

const post = (title: string) => ({ title, content: `<p>${title} body</p>`, published: true });
const subscribeOnce = (email: string) =>
  call(svc.url, 'POST', '/api/email/subscribe', { body: { email }, headers: { 'x-forwarded-for': '198.51.100.11' } });

// Fails for a route that fell back to claiming its key before its write (no @IdempotentWrite, or a
// service that no longer records its answer in the write's transaction).
describe('each converted route stores its key in its write’s transaction', () => {
  interface Route {
    path: string;
    method: string;
    body?: unknown;
    public?: boolean;
  }
  const routes: Array<[string, string, () => Route | Promise<Route>]> = [
    [
      'contact',
      'contact_messages',
      () => ({
        method: 'POST',
        path: '/api/email/contact',
        public: true,
        body: { name: 'Tx', email: 'tx@example.com', message: `Tx ${randomUUID()}` },
      }),
    ],
    [
      'subscribe',
      'subscribers',
      () => ({
        method: 'POST',
        path: '/api/email/subscribe',
        public: true,
        body: { email: `tx-${randomUUID()}@example.com` },
      }),
    ],
    [
      'comment',
      'comments',
      () => ({
        method: 'POST',
        path: '/api/blog/posts/how-to-read-your-pay-stub-line-by-line/comments',
        public: true,
        body: { name: 'Tx', content: `Tx ${randomUUID()}` },
      }),
    ],
    [
      'support ticket',
      'support_tickets',
      () => ({
        method: 'POST',
        path: '/api/support/tickets',
        body: { subject: `Tx ${randomUUID()}`, message: 'Tx' },
      }),
    ],
    ['post create', 'posts', () => ({ method: 'POST', path: '/api/blog/posts', body: post(`Tx ${randomUUID()}`) })],
    [
      'post update',
      'posts',
      async () => ({ method: 'PUT', path: `/api/blog/posts/${await newPost()}`, body: { excerpt: 'Tx' } }),
    ],
    ['post delete', 'posts', async () => ({ method: 'DELETE', path: `/api/blog/posts/${await newPost()}` })],
    [
      'subscriber update',
      'subscribers',
      async () => ({
        method: 'PUT',
        path: `/api/admin/email-subscribers/${await newSubscriber()}`,
        body: { firstName: 'Tx' },
      }),
    ],
    [
      'subscriber delete',
      'subscribers',
      async () => ({ method: 'DELETE', path: `/api/admin/email-subscribers/${await newSubscriber()}` }),
    ],
    [
      'comment moderation',
      'comments',
      async () => ({ method: 'PATCH', path: `/api/blog/comments/${await newComment()}`, body: { status: 'held' } }),
    ],
    [
      'comment delete',
      'comments',
      async () => ({ method: 'DELETE', path: `/api/blog/comments/${await newComment()}` }),
    ],
    [
      'job create',
      'scheduled_jobs',
      () => ({
        method: 'POST',
        path: '/api/scheduler/jobs',
        body: { name: `Tx ${randomUUID()}`, isActive: false },
      }),
    ],
    [
      'job toggle',
      'scheduled_jobs',
      async () => ({ method: 'PATCH', path: `/api/scheduler/jobs/${await newJob()}/toggle` }),
    ],
    ['job delete', 'scheduled_jobs', async () => ({ method: 'DELETE', path: `/api/scheduler/jobs/${await newJob()}` })],
    [
      'job run (its draft)',
      'posts',
      async () => ({ method: 'POST', path: `/api/scheduler/jobs/${await newJob()}/run` }),
    ],
    [
      'AI draft',
      'posts',
      () => ({
        method: 'POST',
        path: '/api/blog/generate-ai',
        body: { customPrompt: 'Tx', targetKeyword: `tx ${randomUUID()}` },
      }),
    ],
  ];
  let address = 20;

  it.each(routes)('%s', async (_name, table, route) => {
    const { method, path, body, public: isPublic } = await route();
    const key = randomUUID();
    const token = isPublic ? undefined : path.startsWith('/api/support') ? await issuer.token({ tier: 'pro' }) : admin;
    const { answer, keyRowsWhileWaiting, keyRowsAfter } = await sendWhileWriteWaits(
      svc.database.url,
      { table: tableOf(db, table), keysTable: tableOf(db, 'idempotency_keys'), key },
      () =>
        call(svc.url, method, path, {
          token,
          body,
          headers: { 'idempotency-key': key, 'x-forwarded-for': `198.51.100.${address++}` },
        }),
    );
    expect(answer.status).toBeLessThan(300);
    expect([keyRowsWhileWaiting, keyRowsAfter]).toEqual([0, 1]);
  });

  const newPost = async () =>
    (await call<BlogPost>(svc.url, 'POST', '/api/blog/posts', { token: admin, body: post(`Tx ${randomUUID()}`) })).body
      .id;
  const newSubscriber = async () => {
    const email = `tx-${randomUUID()}@example.com`;
    await subscribeOnce(email);
    return (await db.query<Array<{ id: string }>>('SELECT id FROM subscribers WHERE email = $1', [email]))[0].id;
  };
  const newComment = async () =>
    (
      await call<BlogComment>(svc.url, 'POST', '/api/blog/posts/how-to-read-your-pay-stub-line-by-line/comments', {
        body: { name: 'Tx', content: `Tx ${randomUUID()}` },
        headers: { 'x-forwarded-for': `198.51.100.${address++}` },
      })
    ).body.id;
  const newJob = async () =>
    (
      await call<ScheduledJob>(svc.url, 'POST', '/api/scheduler/jobs', {
        token: admin,
        body: { name: `Tx ${randomUUID()}`, isActive: false },
      })
    ).body.id;
});
