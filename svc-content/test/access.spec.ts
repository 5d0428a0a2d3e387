import type { BlogPost, BlogPostListResponse, ScheduledJob, SubscriberListResponse } from '@takehome/contracts';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { service } from '../src/service.js';
import { call } from './http.js';

let issuer: TestIssuer;
let svc: TestService;
let admin: string;
let post: BlogPost;
let job: ScheduledJob;
let subscriberId: string;
let commentId: string;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startTestService(service, { issuer });
  admin = await issuer.adminToken();
  post = (
    await call<BlogPost>(svc.url, 'POST', '/api/blog/posts', {
      token: admin,
      body: { title: 'Guarded', content: '<p>x</p>', published: true },
    })
  ).body;
  job = (await call<ScheduledJob>(svc.url, 'POST', '/api/scheduler/jobs', { token: admin, body: { name: 'Guarded' } }))
    .body;
  await call(svc.url, 'POST', '/api/email/subscribe', { body: { email: 'guarded@example.com' } });
  subscriberId = (await call<SubscriberListResponse>(svc.url, 'GET', '/api/admin/email-subscribers', { token: admin }))
    .body.subscribers[0].id;
  commentId = (
    await call<{ id: string }>(svc.url, 'POST', `/api/blog/posts/${post.slug}/comments`, {
      body: { name: 'A', content: 'B' },
    })
  ).body.id;
});

afterAll(async () => {
  await svc?.close();
  await issuer?.close();
});

/** Every write and admin route, with a body that would be valid for an admin. */
const adminRoutes = (): Array<[method: string, path: string, body?: unknown]> => [
  ['POST', '/api/blog/posts', { title: 'Intruder', content: '<p>x</p>', published: true }],
  ['PUT', `/api/blog/posts/${post.id}`, { title: 'Hijacked' }],
  ['DELETE', `/api/blog/posts/${post.id}`],
  ['GET', '/api/blog/posts?status=all'],
  ['DELETE', `/api/blog/comments/${commentId}`],
  ['POST', '/api/blog/generate-ai', { contentType: 'pillar' }],
  ['GET', '/api/blog/generation-log'],
  ['GET', '/api/admin/email-subscribers'],
  ['GET', '/api/admin/email-subscribers/export.csv'],
  ['PUT', `/api/admin/email-subscribers/${subscriberId}`, { isActive: false }],
  ['DELETE', `/api/admin/email-subscribers/${subscriberId}`],
  ['GET', '/api/admin/contact-messages'],
  ['GET', '/api/admin/support-tickets'],
  ['GET', '/api/scheduler/jobs'],
  ['POST', '/api/scheduler/jobs', { name: 'Intruder' }],
  ['PATCH', `/api/scheduler/jobs/${job.id}/toggle`],
  ['DELETE', `/api/scheduler/jobs/${job.id}`],
  ['POST', `/api/scheduler/jobs/${job.id}/run`],
  ['GET', '/api/scheduler/log'],
];

describe('access', () => {
  it('answers 403 to signed-in non-admins on every write and admin route, whatever their tier', async () => {
    for (const tier of ['free', 'pro', 'business', 'webmaster'] as const) {
      const token = await issuer.token({ tier });
      for (const [method, path, body] of adminRoutes()) {
        const answer = await call(svc.url, method, path, { token, body });
        expect({ tier, method, path, status: answer.status }).toEqual({ tier, method, path, status: 403 });
      }
    }
  });

  it('answers 401 to anonymous callers on the same routes (403 for drafts in the public list)', async () => {
    for (const [method, path, body] of adminRoutes()) {
      const { status } = await call(svc.url, method, path, { body });
      expect({ method, path, status }).toEqual({ method, path, status: path.includes('status=all') ? 403 : 401 });
    }
  });

  it('changed nothing', async () => {
    const { body } = await call<BlogPostListResponse>(svc.url, 'GET', '/api/blog/posts?status=all&limit=50', {
      token: admin,
    });
    expect(body.posts.map((p) => p.title)).not.toContain('Intruder');
    expect(body.posts.find((p) => p.id === post.id)?.title).toBe('Guarded');
    const jobs = await call<{ jobs: ScheduledJob[] }>(svc.url, 'GET', '/api/scheduler/jobs', { token: admin });
    expect(jobs.body.jobs.map((j) => [j.name, j.isActive])).toEqual([['Guarded', true]]);
    const subscribers = await call<SubscriberListResponse>(svc.url, 'GET', '/api/admin/email-subscribers', {
      token: admin,
    });
    expect(subscribers.body.subscribers.map((s) => s.isActive)).toEqual([true]);
  });

  it('lets anyone read the blog and use the public forms without a token', async () => {
    for (const path of [
      '/api/blog/posts',
      '/api/blog/categories',
      '/api/blog/latest',
      `/api/blog/posts/${post.slug}`,
      `/api/blog/posts/${post.slug}/comments`,
      '/sitemap.xml',
      '/rss.xml',
    ]) {
      expect({ path, status: (await call(svc.url, 'GET', path)).status }).toEqual({ path, status: 200 });
    }
    expect(
      (await call(svc.url, 'POST', '/api/email/subscribe', { body: { email: 'anyone@example.com' } })).status,
    ).toBe(201);
    expect(
      (
        await call(svc.url, 'POST', '/api/email/contact', {
          body: { name: 'Any One', email: 'any@example.com', message: 'Hello there, TakeHome!' },
        })
      ).status,
    ).toBe(201);
    expect((await call(svc.url, 'POST', '/api/support/tickets', { body: { subject: 'x', message: 'y' } })).status).toBe(
      401,
    );
  });
});
