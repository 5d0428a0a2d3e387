import { HttpException } from '@nestjs/common';
import {
  blogPostListQuerySchema,
  generateAiRequestSchema,
  pagingQuerySchema,
  subscriberFilterQuerySchema,
  subscriberListQuerySchema,
  type BlogPost,
  type ScheduledJob,
} from '@takehome/contracts';
import type { AuthUser } from '@takehome/service-kit';
import { testAdmin, testCaller, testServiceForFile } from '@takehome/service-kit/testing';
import { ActivityLogService } from '../src/activity-log/activity-log.service.js';
import { AiWriterService } from '../src/ai-writer/ai-writer.service.js';
import { CommentsService } from '../src/comments/comments.service.js';
import { ContactService } from '../src/contact/contact.service.js';
import { PostsService } from '../src/posts/posts.service.js';
import { createJobSchema } from '../src/scheduler/scheduler.dto.js';
import { SchedulerService } from '../src/scheduler/scheduler.service.js';
import { service } from '../src/service.js';
import { SubscribersService } from '../src/subscribers/subscribers.service.js';
import { SupportService } from '../src/support/support.service.js';

/**
 * The services check access themselves (the `(auth, dto)` shape), not only the controllers'
 * @AdminOnly(): each method is called directly, past the HTTP guard, with the wrong caller.
 */

const admin = testAdmin({ tier: 'business' });
/** Signed in, on the plan with every feature, but not an admin. */
const member = testCaller({ tier: 'business' });
/** What an unguarded call site could hand over where the guard would have demanded a token. */
const anonymous = undefined as unknown as AuthUser;

const started = testServiceForFile(service);
let posts: PostsService;
let comments: CommentsService;
let subscribers: SubscribersService;
let contact: ContactService;
let support: SupportService;
let scheduler: SchedulerService;
let writer: AiWriterService;
let log: ActivityLogService;
let post: BlogPost;
let job: ScheduledJob;
let subscriberId: string;
let commentId: string;

beforeAll(async () => {
  posts = started.service.app.get(PostsService);
  comments = started.service.app.get(CommentsService);
  subscribers = started.service.app.get(SubscribersService);
  contact = started.service.app.get(ContactService);
  support = started.service.app.get(SupportService);
  scheduler = started.service.app.get(SchedulerService);
  writer = started.service.app.get(AiWriterService);
  log = started.service.app.get(ActivityLogService);

  // The fixtures are made by an admin through the same methods: the check lets the right caller in.
  post = await posts.create(admin, { title: 'Guarded draft', content: '<p>x</p>', published: false });
  job = await scheduler.create(admin, createJobSchema.parse({ name: 'Guarded', isActive: false }));
  await subscribers.subscribe({ email: 'guarded@example.com', source: 'blog' });
  subscriberId = (await subscribers.list(admin, subscriberListQuerySchema.parse({}))).subscribers[0].id;
  commentId = (await comments.create(admin, post.slug, { name: 'A', content: 'B' }, '192.0.2.1')).id;
});

/** How a call ended: 'allowed', or the Nest exception's class, status and message. */
async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
    return 'allowed';
  } catch (error) {
    if (error instanceof HttpException) return { [error.constructor.name]: [error.getStatus(), error.message] };
    throw error;
  }
}

const FORBIDDEN = { ForbiddenException: [403, 'Admin access required'] };
const UNAUTHORIZED = { UnauthorizedException: [401, 'Authentication required'] };

/** Every admin-only service method, as a call for a given caller. */
const adminMethods = (): Array<[name: string, call: (auth: AuthUser) => Promise<unknown>]> => [
  ['PostsService.create', (auth) => posts.create(auth, { title: 'Intruder', content: '<p>x</p>', published: true })],
  ['PostsService.update', (auth) => posts.update(auth, post.id, { title: 'Hijacked', published: true })],
  ['PostsService.remove', (auth) => posts.remove(auth, post.id)],
  ['CommentsService.remove', (auth) => comments.remove(auth, commentId)],
  ['SubscribersService.list', (auth) => subscribers.list(auth, subscriberListQuerySchema.parse({}))],
  ['SubscribersService.exportCsv', (auth) => subscribers.exportCsv(auth, subscriberFilterQuerySchema.parse({}))],
  ['SubscribersService.update', (auth) => subscribers.update(auth, subscriberId, { isActive: false })],
  ['SubscribersService.remove', (auth) => subscribers.remove(auth, subscriberId)],
  ['ContactService.list', (auth) => contact.list(auth, pagingQuerySchema.parse({}))],
  ['SupportService.listAll', (auth) => support.listAll(auth, pagingQuerySchema.parse({}))],
  ['SchedulerService.list', (auth) => scheduler.list(auth)],
  ['SchedulerService.create', (auth) => scheduler.create(auth, createJobSchema.parse({ name: 'Intruder' }))],
  ['SchedulerService.toggle', (auth) => scheduler.toggle(auth, job.id)],
  ['SchedulerService.remove', (auth) => scheduler.remove(auth, job.id)],
  ['SchedulerService.runNow', (auth) => scheduler.runNow(auth, job.id)],
  ['AiWriterService.generate', (auth) => writer.generate(auth, generateAiRequestSchema.parse({ contentType: 'pillar' }))],
  ['ActivityLogService.tail generation', (auth) => log.tail(auth, 'generation', 8)],
  ['ActivityLogService.tail scheduler', (auth) => log.tail(auth, 'scheduler', 5)],
];

describe('services check access themselves', () => {
  it('refuse a signed-in non-admin on every admin method: ForbiddenException("Admin access required")', async () => {
    for (const [name, call] of adminMethods()) {
      expect({ name, outcome: await outcome(() => call(member)) }).toEqual({ name, outcome: FORBIDDEN });
    }
  });

  it('refuse a missing caller on every admin method: UnauthorizedException (401)', async () => {
    for (const [name, call] of adminMethods()) {
      expect({ name, outcome: await outcome(() => call(anonymous)) }).toEqual({ name, outcome: UNAUTHORIZED });
    }
  });

  it('refuse a missing caller where only a signed-in one may act (support tickets)', async () => {
    const ticket = { subject: 'Help', message: 'Please', priority: 'normal' as const };
    expect(await outcome(() => support.create(anonymous, ticket))).toEqual(UNAUTHORIZED);
    expect(await outcome(() => support.listOwn(anonymous, pagingQuerySchema.parse({})))).toEqual(UNAUTHORIZED);
    expect(await outcome(() => support.create(member, ticket))).toBe('allowed');
    const own = await support.listOwn(member, pagingQuerySchema.parse({}));
    expect(own.tickets.map((t) => t.userEmail)).toEqual([member.email]);
  });

  it('keep drafts from readers who are not admins, signed in or not', async () => {
    for (const status of ['draft', 'all'] as const) {
      const query = blogPostListQuerySchema.parse({ status });
      expect(await outcome(() => posts.list(member, query))).toEqual(FORBIDDEN);
      expect(await outcome(() => posts.list(undefined, query))).toEqual(FORBIDDEN);
      expect(await outcome(() => posts.list(admin, query))).toBe('allowed');
    }
    expect(await outcome(() => posts.bySlug(member, post.slug))).toEqual({
      NotFoundException: [404, 'Post not found'],
    });
    expect(await posts.bySlug(admin, post.slug)).toMatchObject({ post: { id: post.id, published: false } });
  });

  it('let an admin through, and the refused calls changed nothing', async () => {
    const all = await posts.list(admin, blogPostListQuerySchema.parse({ status: 'all', limit: 50 }));
    expect(all.posts.map((p) => p.title)).not.toContain('Intruder');
    expect(all.posts.filter((p) => p.id === post.id).map((p) => [p.title, p.published])).toEqual([
      ['Guarded draft', false],
    ]);
    expect((await scheduler.list(admin)).jobs.map((j) => [j.name, j.isActive, j.lastRun])).toEqual([
      ['Guarded', false, null],
    ]);
    const list = await subscribers.list(admin, subscriberListQuerySchema.parse({}));
    expect(list.subscribers.map((s) => [s.id, s.isActive])).toEqual([[subscriberId, true]]);
    expect((await comments.list(admin, post.slug)).comments.map((c) => c.id)).toEqual([commentId]);
    expect(await outcome(() => log.tail(admin, 'scheduler', 5))).toBe('allowed');
  });
});
