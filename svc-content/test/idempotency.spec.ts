import { randomUUID } from 'node:crypto';
import type { BlogComment, SupportTicketResponse } from '@takehome/contracts';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { service } from '../src/service.js';
import { call } from './http.js';

// Writes the front ends send with an Idempotency-Key: sent again (a retry after a broken connection,
// or twice at once) they are carried out once and answered alike; a comment and a ticket store the
// key with their row, a contact message claims the key before it is stored and mailed.

let issuer: TestIssuer;
let svc: TestService;
let db: DataSource;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startTestService(service, { issuer });
  db = svc.app.get(DataSource);
});

afterAll(async () => {
  await svc?.close();
  await issuer?.close();
});

const count = async (sql: string, params: unknown[]) =>
  Number((await db.query<Array<{ n: string }>>(sql, params))[0].n);

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

it('stores one contact message for a key sent twice at once', async () => {
  const key = randomUUID();
  const message = `Hello ${key}`;
  const send = () =>
    call<{ success: boolean }>(svc.url, 'POST', '/api/email/contact', {
      body: { name: 'Lee', email: 'lee@example.com', message },
      headers: { 'idempotency-key': key, 'x-forwarded-for': '198.51.100.8' },
    });
  const answers = await Promise.all([send(), send()]);
  expect(answers.map((a) => a.body)).toEqual([{ success: true }, { success: true }]);
  expect(await count('SELECT count(*) AS n FROM contact_messages WHERE message = $1', [message])).toBe(1);
});
