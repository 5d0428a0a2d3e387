import type {
  ContactMessageListResponse,
  SubscribeResponse,
  SubscriberListResponse,
  Subscriber,
  SupportTicketListResponse,
  SupportTicketResponse,
  Tier,
} from '@takehome/contracts';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { service } from '../src/service.js';
import { SmtpDouble } from './doubles.js';
import { call, eventually } from './http.js';

let issuer: TestIssuer;
let smtp: SmtpDouble;
let svc: TestService;
let mailing: TestService;
let admin: string;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  smtp = await SmtpDouble.start();
  [svc, mailing] = await Promise.all([
    startTestService(service, { issuer, env: { PUBLIC_URL: 'https://takehome.test' } }),
    startTestService(service, { issuer, env: { SMTP_URL: smtp.url, CONTACT_EMAIL: 'help@takehome.test' } }),
  ]);
  admin = await issuer.adminToken();
});

afterAll(async () => {
  await Promise.all([svc?.close(), mailing?.close()]);
  await smtp?.close();
  await issuer?.close();
});

/** A visitor of their own each time, so the per-address limits (abuse.spec.ts) stay out of these tests. */
const visitor = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
});
const subscribe = (body: unknown, target = svc) =>
  call<SubscribeResponse & { error: string }>(target.url, 'POST', '/api/email/subscribe', { body, headers: visitor() });
const subscribers = (query = '') =>
  call<SubscriberListResponse>(svc.url, 'GET', `/api/admin/email-subscribers${query}`, { token: admin });
const contact = (body: unknown, target = svc) =>
  call<{ success: true; error: string }>(target.url, 'POST', '/api/email/contact', { body, headers: visitor() });

async function findSubscriber(email: string): Promise<Subscriber> {
  const { body } = await subscribers(`?q=${encodeURIComponent(email)}`);
  return body.subscribers.find((s) => s.email === email)!;
}

describe('newsletter subscribe', () => {
  it('stores a trimmed, lower-cased address and emits subscriber.created', async () => {
    const { status, body } = await subscribe({
      email: '  Worker.One@Example.COM ',
      firstName: 'Ana',
      source: 'calculator',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      alreadySubscribed: false,
      message: expect.stringMatching(/Thanks for subscribing/) as unknown,
    });
    expect(await findSubscriber('worker.one@example.com')).toMatchObject({
      firstName: 'Ana',
      source: 'calculator',
      isActive: true,
    });

    const db = svc.app.get(DataSource);
    const event = await eventually(async () => {
      const rows: Array<{ subject: string; envelope: { type: string; data: Record<string, unknown> } }> =
        await db.query(
          `SELECT subject, envelope FROM content.outbox WHERE sent_at IS NOT NULL AND envelope->>'type' = 'subscriber.created'`,
        );
      return rows.find((row) => row.envelope.data.email === 'worker.one@example.com');
    });
    expect(event.subject).toBe(`${svc.config.NATS_SUBJECT_PREFIX}subscriber.created`);
    expect(event.envelope.data).toEqual({
      subscriberId: expect.any(String) as unknown,
      email: 'worker.one@example.com',
      source: 'calculator',
    });
  });

  it('answers a second subscription kindly and keeps one row, without a second event', async () => {
    await subscribe({ email: 'twice@example.com', source: 'footer' });
    const again = await subscribe({ email: 'TWICE@example.com ', source: 'newsletter' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: true,
      alreadySubscribed: true,
      message: expect.stringMatching(/already subscribed/) as unknown,
    });
    const rows: unknown[] = await svc.app
      .get(DataSource)
      .query(`SELECT 1 FROM content.subscribers WHERE email = 'twice@example.com'`);
    expect(rows).toHaveLength(1);
    const events: unknown[] = await svc.app
      .get(DataSource)
      .query(`SELECT 1 FROM content.outbox WHERE envelope->'data'->>'email' = 'twice@example.com'`);
    expect(events).toHaveLength(1);
  });

  it('refuses a bad or missing address with 400', async () => {
    for (const body of [
      { email: 'not-an-email' },
      { email: '   ' },
      {},
      { email: 'a@b.co', source: 'spam' },
      { email: 'a@b.co', extra: 1 },
    ]) {
      const { status, body: answer } = await subscribe(body);
      expect(status).toBe(400);
      expect(answer.error).toBeTruthy();
    }
    expect((await subscribe({ email: 'nope' })).body.error).toContain('Please enter a valid email address.');
  });

  it('unsubscribes with the link, and welcomes back a returning subscriber', async () => {
    await subscribe({ email: 'leaving@example.com' });
    const { unsubscribeUrl } = await findSubscriber('leaving@example.com');
    expect(unsubscribeUrl).toMatch(/^https:\/\/takehome\.test\/api\/email\/unsubscribe\?token=[a-f0-9]{48}$/);

    const page = await call(
      svc.url,
      'GET',
      new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search + '&utm_source=mail',
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain("You're unsubscribed");
    expect(page.text).toContain('leaving@example.com');
    expect((await findSubscriber('leaving@example.com')).isActive).toBe(false);

    const bad = await call(svc.url, 'GET', '/api/email/unsubscribe?token=deadbeef');
    expect(bad.status).toBe(404);
    expect(bad.text).toContain('not valid');
    expect((await call(svc.url, 'GET', '/api/email/unsubscribe')).status).toBe(404);

    const back = await subscribe({ email: 'leaving@example.com' });
    expect(back).toMatchObject({
      status: 200,
      body: { alreadySubscribed: false, message: expect.stringMatching(/Welcome back/) as unknown },
    });
    expect((await findSubscriber('leaving@example.com')).isActive).toBe(true);
  });

  it('mails a welcome note with the unsubscribe link when SMTP is configured', async () => {
    await subscribe({ email: 'welcome@example.com', firstName: 'Bo' }, mailing);
    const mail = await eventually(() =>
      Promise.resolve(smtp.messages.find((m) => m.to.some((to) => to.includes('welcome@example.com')))),
    );
    expect(mail.data).toContain('Hi Bo,');
    expect(mail.data).toMatch(/api\/email\/unsubscribe\?token=/);
  });
});

describe('admin subscribers', () => {
  beforeAll(async () => {
    await subscribe({ email: 'blog.reader@example.com', firstName: 'Reese', source: 'blog' });
    await subscribe({ email: 'footer.fan@example.com', source: 'footer' });
  });

  it('lists with totals, search, source and status filters', async () => {
    const all = (await subscribers()).body;
    expect(all.totals.total).toBe(all.total);
    expect(all.totals.active).toBe(all.subscribers.filter((s) => s.isActive).length);
    expect(all.totals.thisMonth).toBe(all.total);
    expect((await subscribers('?q=reese')).body.subscribers.map((s) => s.email)).toEqual(['blog.reader@example.com']);
    expect((await subscribers('?source=blog')).body.subscribers.every((s) => s.source === 'blog')).toBe(true);
    const unsubscribed = (await subscribers('?status=unsubscribed')).body;
    expect(unsubscribed.subscribers.every((s) => !s.isActive)).toBe(true);
    expect(unsubscribed.totals).toEqual(all.totals);
    expect((await subscribers('?q=%25')).body.total).toBe(0);
    expect((await subscribers('?limit=1&offset=1')).body.subscribers).toHaveLength(1);
    expect((await subscribers('?source=fax')).status).toBe(400);
  });

  it('edits and deletes a subscriber', async () => {
    const fan = await findSubscriber('footer.fan@example.com');
    const edited = await call<Subscriber>(svc.url, 'PUT', `/api/admin/email-subscribers/${fan.id}`, {
      token: admin,
      body: { firstName: 'Flo', isActive: false, source: 'newsletter' },
    });
    expect(edited.body).toMatchObject({ firstName: 'Flo', isActive: false, source: 'newsletter' });
    const clash = await call(svc.url, 'PUT', `/api/admin/email-subscribers/${fan.id}`, {
      token: admin,
      body: { email: 'blog.reader@example.com' },
    });
    expect(clash).toMatchObject({ status: 409, body: { error: 'This email is already subscribed.' } });
    expect(
      (await call(svc.url, 'PUT', `/api/admin/email-subscribers/${fan.id}`, { token: admin, body: {} })).status,
    ).toBe(400);
    expect((await call(svc.url, 'DELETE', `/api/admin/email-subscribers/${fan.id}`, { token: admin })).body).toEqual({
      success: true,
    });
    expect(await findSubscriber('footer.fan@example.com')).toBeUndefined();
    expect((await call(svc.url, 'DELETE', `/api/admin/email-subscribers/${fan.id}`, { token: admin })).status).toBe(
      404,
    );
  });

  it('exports the filtered list as CSV, formulas defused', async () => {
    await subscribe({ email: 'formula@example.com', firstName: '=HYPERLINK("x")', source: 'blog' });
    const { status, text, headers } = await call(
      svc.url,
      'GET',
      '/api/admin/email-subscribers/export.csv?source=blog',
      { token: admin },
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/text\/csv/);
    expect(headers.get('content-disposition')).toMatch(/attachment/);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('email,firstName,source,status,subscribedAt,unsubscribeUrl');
    expect(lines.slice(1).every((line) => line.includes(',blog,'))).toBe(true);
    expect(text).toContain(`formula@example.com,"'=HYPERLINK(""x"")",blog,active,`);
  });
});

describe('contact form', () => {
  it('refuses a short name, a bad email or a short message with 400', async () => {
    const good = { name: 'Sam', email: 'sam@example.com', message: 'How is overtime taxed?' };
    for (const body of [
      { ...good, name: 'S' },
      { ...good, email: 'sam@' },
      { ...good, message: 'Too short' },
      { name: 'Sam', email: 'sam@example.com' },
      { ...good, phone: '555' },
    ]) {
      expect((await contact(body)).status).toBe(400);
    }
    expect((await contact({ ...good, message: 'short' })).body.error).toContain('at least 10 characters');
  });

  it('stores the message, not sent, when SMTP is not configured', async () => {
    const { status, body } = await contact({
      name: 'Sam Rivera',
      email: 'Sam@Example.com',
      message: 'How is overtime taxed in my state?',
    });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true });
    const { body: inbox } = await call<ContactMessageListResponse>(svc.url, 'GET', '/api/admin/contact-messages', {
      token: admin,
    });
    expect(inbox.messages[0]).toMatchObject({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      delivery: 'stored, not sent',
    });
  });

  it('mails the message to the contact address when SMTP is configured', async () => {
    const { body } = await contact(
      { name: 'Kim', email: 'kim@example.com', message: 'Please add a daily overtime rule.' },
      mailing,
    );
    expect(body).toEqual({ success: true });
    const mail = smtp.messages.find((m) => m.data.includes('Please add a daily overtime rule.'))!;
    expect(mail.to.join()).toContain('help@takehome.test');
    expect(mail.data).toMatch(/Reply-To: kim@example.com/i);
    const { body: inbox } = await call<ContactMessageListResponse>(mailing.url, 'GET', '/api/admin/contact-messages', {
      token: admin,
    });
    expect(inbox.messages[0].delivery).toBe('sent');
  });
});

describe('support tickets', () => {
  const file = (
    token: string | undefined,
    body: unknown = { subject: 'Export fails', message: 'The PDF is empty.', priority: 'high' },
  ) => call<SupportTicketResponse & { error: string }>(svc.url, 'POST', '/api/support/tickets', { token, body });

  it('answers the ticket id and the response time of the caller plan (docs/product/plans.md)', async () => {
    const expected: Array<[Tier, string]> = [
      ['plus', '1-2 business days'],
      ['pro', '1-2 business days'],
      ['business', '4-8 hours'],
      ['webmaster', '1-2 hours'],
    ];
    for (const [tier, responseTime] of expected) {
      const { status, body } = await file(await issuer.token({ tier }));
      expect(status).toBe(201);
      expect(body).toEqual({ ticketId: expect.stringMatching(/^TH-\d{6}$/) as unknown, responseTime });
    }
  });

  it('refuses email support to the free plan (docs/product/plans.md)', async () => {
    const { status, body } = await file(await issuer.token({ tier: 'free' }));
    expect(status).toBe(403);
    expect(body.error).toBe('Email support is part of Pro. Upgrade to Pro to send a ticket.');
  });

  it('needs a signed-in user, a subject and a message', async () => {
    expect((await file(undefined)).status).toBe(401);
    const token = await issuer.token({ tier: 'pro' });
    expect((await file(token, { subject: '', message: 'x' })).status).toBe(400);
    expect((await file(token, { subject: 'x', message: ' ' })).status).toBe(400);
    expect((await file(token, { subject: 'x', message: 'y', priority: 'urgent' })).status).toBe(400);
    expect((await file(token, { subject: 'x', message: 'y' })).status).toBe(201);
  });

  it('shows users their own tickets and admins every ticket', async () => {
    const mine = await issuer.token({ sub: '11111111-1111-4111-8111-111111111111', tier: 'pro' });
    const theirs = await issuer.token({ sub: '22222222-2222-4222-8222-222222222222', tier: 'business' });
    const { body: filed } = await file(mine, { subject: 'Mine', message: 'Only mine' });
    await file(theirs, { subject: 'Theirs', message: 'Not mine' });
    const own = await call<SupportTicketListResponse>(svc.url, 'GET', '/api/support/tickets', { token: mine });
    expect(own.body.tickets.map((t) => t.ticketId)).toEqual([filed.ticketId]);
    expect(own.body.tickets[0]).toMatchObject({
      subject: 'Mine',
      priority: 'normal',
      tier: 'pro',
      responseTime: '1-2 business days',
    });
    const all = await call<SupportTicketListResponse>(svc.url, 'GET', '/api/admin/support-tickets', { token: admin });
    expect(all.body.tickets.map((t) => t.subject)).toEqual(expect.arrayContaining(['Mine', 'Theirs']));
    expect((await call(svc.url, 'GET', '/api/admin/support-tickets', { token: mine })).status).toBe(403);
  });
});
