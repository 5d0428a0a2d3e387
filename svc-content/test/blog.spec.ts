import {
  MAX_POSTS_PER_PAGE,
  type BlogCategoriesResponse,
  type BlogComment,
  type AdminCommentsResponse,
  type BlogCommentsResponse,
  type BlogPost,
  type BlogPostListResponse,
  type BlogPostSummary,
} from '@takehome/contracts';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { loadSeedArticles } from '../src/posts/seed-articles.js';
import { service } from '../src/service.js';
import { call } from './http.js';

/** What the seeder reads, from svc-content's content files. */
const SEED_ARTICLES = loadSeedArticles();

let issuer: TestIssuer;
let svc: TestService;
let admin: string;
let reader: string;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startTestService(service, { issuer, env: { PUBLIC_URL: 'https://takehome.test/' } });
  admin = await issuer.adminToken();
  reader = await issuer.token({ tier: 'pro' });
});

afterAll(async () => {
  await svc?.close();
  await issuer?.close();
});

const get = <T>(path: string, token?: string) => call<T>(svc.url, 'GET', path, { token });
const list = (query = '', token?: string) => get<BlogPostListResponse>(`/api/blog/posts${query}`, token);

async function createPost(body: Record<string, unknown>): Promise<BlogPost> {
  const { status, body: post, text } = await call<BlogPost>(svc.url, 'POST', '/api/blog/posts', { token: admin, body });
  expect({ status, text }).toEqual({ status: 201, text: expect.any(String) as unknown });
  return post;
}

const published = (title: string, content: string, extra: Record<string, unknown> = {}) =>
  createPost({ title, content, published: true, ...extra });

describe('seed content', () => {
  it('fills an empty blog with the published seed articles', async () => {
    const { body } = await list(`?limit=${MAX_POSTS_PER_PAGE}&sort=oldest`);
    expect(body.total).toBeGreaterThanOrEqual(SEED_ARTICLES.length);
    const seeded = body.posts.filter((post) => SEED_ARTICLES.some((article) => article.slug === post.slug));
    expect(seeded).toHaveLength(SEED_ARTICLES.length);
    expect(seeded.every((post) => post.published && post.author === 'TakeHome Team')).toBe(true);
    expect(body.posts[0]).not.toHaveProperty('content');
  });
});

describe('post HTML', () => {
  it('never stores or serves <script>, event handlers or javascript: URLs', async () => {
    const post = await published(
      'Sanitiser check',
      [
        '<p>Read <a href="javascript:alert(1)">this</a> first.</p>',
        '<img src="https://img.test/stub.png" onerror="alert(document.cookie)" alt="stub">',
        '<script>alert("xss")</script><p onclick="steal()">Safe words.</p>',
      ].join(''),
    );
    for (const html of [post.content, (await get<BlogPost>(`/api/blog/posts/${post.slug}`)).body.content]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
      expect(html).toContain('Safe words.');
      expect(html).toContain('<img src="https://img.test/stub.png" alt="stub" />');
    }
    const [row]: Array<{ content: string }> = await svc.app
      .get(DataSource)
      .query('SELECT content FROM content.posts WHERE id = $1', [post.id]);
    expect(row.content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('sanitises again when serving, whatever is in the table', async () => {
    const post = await published('Tampered row', '<p>Fine.</p>');
    await svc.app
      .get(DataSource)
      .query(`UPDATE content.posts SET content = '<p>Fine.</p><script>alert(1)</script>' WHERE id = $1`, [post.id]);
    const { body } = await get<BlogPost>(`/api/blog/posts/${post.slug}`);
    expect(body.content).toBe('<p>Fine.</p>');
  });

  it('unwraps fenced content and full HTML documents to the body', async () => {
    const fenced = await createPost({ title: 'Fenced', content: '```html\n<h2>Inside</h2><p>the fence</p>\n```' });
    expect(fenced.content).toBe('<h2>Inside</h2><p>the fence</p>');
    const doc = await createPost({
      title: 'Document',
      content:
        '<!DOCTYPE html><html><head><title>T</title><style>p{}</style></head><body><p>Only the body</p></body></html>',
    });
    expect(doc.content).toBe('<p>Only the body</p>');
  });

  it('refuses content with nothing left after sanitising', async () => {
    const { status, body } = await call(svc.url, 'POST', '/api/blog/posts', {
      token: admin,
      body: { title: 'Empty', content: '<script>x()</script>' },
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(/content/);
  });
});

describe('post fields', () => {
  it('derives read time, a 50-word excerpt and the defaults', async () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
    const post = await createPost({ title: 'Defaults', content: `<p>${words}</p>` });
    expect(post).toMatchObject({
      readTime: '3 min read',
      author: 'TakeHome Team',
      category: 'Payroll Tips',
      published: false,
      publishedAt: null,
      featured: false,
      views: 0,
      tags: [],
      imageUrl: null,
    });
    expect(post.excerpt.split(' ')).toHaveLength(50);
    expect(post.excerpt.endsWith('…')).toBe(true);
  });

  it('keeps what the editor gives, and refuses unknown fields and categories', async () => {
    const post = await published('Given fields', '<p>Body</p>', {
      excerpt: 'Hand-written <b>excerpt</b>.',
      category: 'Union Benefits',
      tags: ['union', 'dues', 'union'],
      author: 'Jane Steward',
      imageUrl: 'https://img.test/cover.jpg',
      featured: true,
      publishedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(post).toMatchObject({
      excerpt: 'Hand-written excerpt.',
      category: 'Union Benefits',
      tags: ['union', 'dues'],
      author: 'Jane Steward',
      imageUrl: 'https://img.test/cover.jpg',
      featured: true,
      publishedAt: '2026-01-02T03:04:05.000Z',
    });
    for (const body of [
      { title: 'x', content: '<p>x</p>', category: 'Crypto' },
      { title: 'x', content: '<p>x</p>', views: 1000 },
      { title: 'x', content: '<p>x</p>', imageUrl: 'javascript:alert(1)' },
      { content: '<p>x</p>' },
    ]) {
      expect((await call(svc.url, 'POST', '/api/blog/posts', { token: admin, body })).status).toBe(400);
    }
  });
});

describe('slugs', () => {
  it('makes unique slugs from titles', async () => {
    const first = await published('Union Dues in 2026', '<p>One</p>');
    const second = await published('Union Dues in 2026', '<p>Two</p>');
    expect(first.slug).toBe('union-dues-in-2026');
    expect(second.slug).toBe('union-dues-in-2026-2');
    const taken = await call(svc.url, 'POST', '/api/blog/posts', {
      token: admin,
      body: { title: 'Other', content: '<p>x</p>', slug: first.slug },
    });
    expect(taken.status).toBe(409);
  });

  it('keeps an old slug working after a rename: 301 to the new one', async () => {
    const post = await published('Shift Pay Basics', '<p>Body</p>');
    const renamed = await call<BlogPost>(svc.url, 'PUT', `/api/blog/posts/${post.id}`, {
      token: admin,
      body: { title: 'Shift Differential Basics' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe('shift-differential-basics');

    const old = await get<{ slug: string }>(`/api/blog/posts/${post.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/blog/posts/shift-differential-basics');
    expect(old.body.slug).toBe('shift-differential-basics');

    const followed = await fetch(`${svc.url}/api/blog/posts/${post.slug}`);
    expect(followed.status).toBe(200);
    expect(((await followed.json()) as BlogPost).title).toBe('Shift Differential Basics');

    // The old slug stays reserved for this post, and the post can take it back.
    const clash = await call(svc.url, 'POST', '/api/blog/posts', {
      token: admin,
      body: { title: 'x', content: '<p>x</p>', slug: post.slug },
    });
    expect(clash.status).toBe(409);
    const back = await call<BlogPost>(svc.url, 'PUT', `/api/blog/posts/${post.id}`, {
      token: admin,
      body: { slug: post.slug },
    });
    expect(back.body.slug).toBe(post.slug);
    expect((await get(`/api/blog/posts/shift-differential-basics`)).status).toBe(301);
    expect((await get(`/api/blog/posts/${post.slug}`)).status).toBe(200);
  });

  it('answers 404 for an unknown slug, and for a deleted post', async () => {
    expect((await get('/api/blog/posts/no-such-post')).status).toBe(404);
    const post = await published('Short lived', '<p>x</p>');
    expect((await call(svc.url, 'DELETE', `/api/blog/posts/${post.id}`, { token: admin })).body).toEqual({
      success: true,
    });
    const gone = await get(`/api/blog/posts/${post.slug}`);
    expect(gone).toMatchObject({ status: 404, body: { error: 'Post not found' } });
    expect((await call(svc.url, 'DELETE', `/api/blog/posts/${post.id}`, { token: admin })).status).toBe(404);
  });
});

describe('post.changed', () => {
  /** The post.changed events written for a post, oldest first. */
  async function changes(postId: string): Promise<Array<{ change: string; slug: string; visibleFrom: string | null }>> {
    const rows: Array<{ data: { change: string; slug: string; visibleFrom: string | null } }> = await svc.app
      .get(DataSource)
      .query(
        `SELECT envelope->'data' AS data FROM content.outbox
          WHERE envelope->>'type' = 'post.changed' AND envelope->'data'->>'postId' = $1 ORDER BY created_at, id`,
        [postId],
      );
    return rows.map((row) => row.data);
  }
  const patch = (id: string, body: Record<string, unknown>) =>
    call<BlogPost>(svc.url, 'PUT', `/api/blog/posts/${id}`, { token: admin, body });

  it('is written with each change readers can see: published, edited, withdrawn, deleted', async () => {
    const post = await published('Events for the render server', '<p>First words.</p>');
    await patch(post.id, { content: '<p>Second words.</p>' });
    await patch(post.id, { published: false });
    await patch(post.id, { content: '<p>A draft edit nobody sees.</p>' });
    await patch(post.id, { published: true });
    expect((await call(svc.url, 'DELETE', `/api/blog/posts/${post.id}`, { token: admin })).status).toBe(200);
    const seen = await changes(post.id);
    expect(seen.map((event) => event.change)).toEqual(['published', 'updated', 'withdrawn', 'published', 'deleted']);
    expect(seen.every((event) => event.slug === post.slug)).toBe(true);
    expect(seen[0].visibleFrom).toBe(post.publishedAt);
    expect(seen[2].visibleFrom).toBeNull();
    expect(seen[4].visibleFrom).toBeNull();
  });

  it('says nothing of a draft, and names the date a post scheduled ahead becomes visible', async () => {
    const draft = await createPost({ title: 'Quiet draft', content: '<p>Nobody reads this yet.</p>' });
    expect(await changes(draft.id)).toEqual([]);
    const ahead = '2099-01-01T09:00:00.000Z';
    const scheduled = await published('Scheduled ahead', '<p>Later.</p>', { publishedAt: ahead });
    expect(await changes(scheduled.id)).toEqual([
      { postId: scheduled.id, change: 'published', slug: scheduled.slug, visibleFrom: ahead },
    ]);
  });
});

describe('reading', () => {
  it('counts a view on each read by a reader, not by an admin preview', async () => {
    const post = await published('Counted', '<p>x</p>');
    expect((await get<BlogPost>(`/api/blog/posts/${post.slug}`)).body.views).toBe(1);
    expect((await get<BlogPost>(`/api/blog/posts/${post.slug}`, reader)).body.views).toBe(2);
    expect((await get<BlogPost>(`/api/blog/posts/${post.slug}`, admin)).body.views).toBe(2);
  });

  it('hides drafts and future posts from readers; admins list them with status', async () => {
    const draft = await createPost({ title: 'Secret draft', content: '<p>x</p>' });
    const future = await published('Future post', '<p>x</p>', { publishedAt: '2999-01-01T00:00:00.000Z' });
    for (const post of [draft, future]) {
      expect((await get(`/api/blog/posts/${post.slug}`)).status).toBe(404);
      expect((await get(`/api/blog/posts/${post.slug}`, admin)).status).toBe(200);
    }
    const slugsOf = (posts: BlogPostSummary[]) => posts.map((post) => post.slug);
    expect(slugsOf((await list(`?limit=50`)).body.posts)).not.toContain(draft.slug);
    expect((await list('?status=all', reader)).status).toBe(403);
    expect((await list('?status=draft')).status).toBe(403);
    const drafts = await list('?status=draft&limit=50', admin);
    expect(slugsOf(drafts.body.posts)).toEqual(expect.arrayContaining([draft.slug, future.slug]));
    expect(drafts.body.posts.every((post) => post.slug !== 'how-to-read-your-pay-stub-line-by-line')).toBe(true);
    const all = await list('?status=all&limit=50', admin);
    expect(all.body.total).toBe((await list()).body.total + drafts.body.total);
  });

  it('finds a post by a word in its body (full-text search)', async () => {
    const post = await published(
      'Quiet title',
      '<p>Welders on night shift earn a differential called the owlshift premium.</p>',
    );
    const { body } = await list('?q=owlshift');
    expect(body.posts.map((p) => p.slug)).toEqual([post.slug]);
    expect(body.total).toBe(1);
    expect((await list('?q=premiums%20owlshift')).body.total).toBe(1);
    expect((await list('?q=nothingmatchesthis')).body).toEqual({ posts: [], total: 0 });
    expect((await list('?q=overtime')).body.total).toBeGreaterThan(0);
  });

  it('pages, sorts and filters by category', async () => {
    const everything = (await list('?limit=50')).body;
    const page2 = (await list('?limit=6&page=2')).body;
    expect(page2.posts.map((p) => p.id)).toEqual(everything.posts.slice(6, 12).map((p) => p.id));
    expect(page2.total).toBe(everything.total);
    expect((await list('?limit=6&offset=3')).body.posts.map((p) => p.id)).toEqual(
      everything.posts.slice(3, 9).map((p) => p.id),
    );
    expect((await list('?limit=500')).body.posts.length).toBeLessThanOrEqual(MAX_POSTS_PER_PAGE);

    const dates = everything.posts.map((p) => p.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = (await list('?limit=50&sort=oldest')).body.posts.map((p) => p.publishedAt!);
    expect(oldest).toEqual([...oldest].sort());

    const target = everything.posts.find((p) => p.slug === 'gross-pay-vs-net-pay-explained')!;
    for (let i = 0; i < 3; i++) await get(`/api/blog/posts/${target.slug}`);
    const popular = (await list('?sort=popular&limit=50')).body.posts;
    expect(popular[0].views).toBeGreaterThanOrEqual(3);
    expect(popular.map((p) => p.views)).toEqual([...popular.map((p) => p.views)].sort((a, b) => b - a));

    const created = (await list('?limit=50&sort=created')).body.posts.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const overtime = (await list('?category=Overtime&limit=50')).body;
    expect(overtime.total).toBe(SEED_ARTICLES.filter((a) => a.category === 'Overtime').length);
    expect(overtime.posts.every((p) => p.category === 'Overtime')).toBe(true);
    expect((await list('?category=')).body.total).toBe(everything.total);
    expect((await list('?sort=random')).status).toBe(400);
  });

  it('lists the categories that have published posts, with counts', async () => {
    const { body } = await get<BlogCategoriesResponse>('/api/blog/categories');
    const overtime = body.categories.find((c) => c.name === 'Overtime');
    expect(overtime?.count).toBe(SEED_ARTICLES.filter((a) => a.category === 'Overtime').length);
    expect(body.categories.every((c) => c.count > 0)).toBe(true);
    expect(body.total).toBe((await list()).body.total);
  });

  it('answers the latest published post', async () => {
    const post = await published('Brand new', '<p>x</p>', { publishedAt: new Date().toISOString() });
    const { status, body } = await get<BlogPostSummary>('/api/blog/latest');
    expect(status).toBe(200);
    expect(body.slug).toBe(post.slug);
  });
});

describe('comments', () => {
  const slug = 'how-to-read-your-pay-stub-line-by-line';
  const comment = (body: unknown, ip = '203.0.113.1') =>
    call<BlogComment & { error: string }>(svc.url, 'POST', `/api/blog/posts/${slug}/comments`, {
      body,
      headers: { 'x-forwarded-for': ip },
    });

  const approve = (id: string) =>
    call(svc.url, 'PATCH', `/api/blog/comments/${id}`, { token: admin, body: { status: 'approved' } });
  const shown = async () =>
    (await get<BlogCommentsResponse>(`/api/blog/posts/${slug}/comments`)).body.comments.map((c) => c.id);

  it("stores a comment as plain text; a new commenter's first one waits for approval, the next are shown at once", async () => {
    const posted = await comment({
      name: ' Dana ',
      email: 'Dana@Example.com',
      content: 'Great <b>guide</b>!<script>alert(1)</script> 1 < 2',
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({
      id: expect.any(String) as unknown,
      author: 'Dana',
      content: 'Great guide! 1 < 2',
      publishedAt: expect.any(String) as unknown,
      status: 'pending',
    });
    expect(await shown()).not.toContain(posted.body.id);

    const pending = await get<AdminCommentsResponse>('/api/blog/comments?status=pending', admin);
    expect(pending.body.comments.find((c) => c.id === posted.body.id)).toMatchObject({
      email: 'dana@example.com',
      postSlug: slug,
      status: 'pending',
    });
    expect((await get('/api/blog/comments?status=pending', reader)).status).toBe(403);
    expect(
      (
        await call(svc.url, 'PATCH', `/api/blog/comments/${posted.body.id}`, {
          token: reader,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(svc.url, 'PATCH', `/api/blog/comments/${posted.body.id}`, { token: admin, body: { status: 'gone' } }))
        .status,
    ).toBe(400);

    expect((await approve(posted.body.id)).body).toMatchObject({ id: posted.body.id, status: 'approved' });
    const { body } = await get<BlogCommentsResponse>(`/api/blog/posts/${slug}/comments`);
    expect(body.comments.at(-1)).toEqual({ ...posted.body, status: 'approved' });
    expect(JSON.stringify(body)).not.toContain('example.com');

    // Known now (by the same email, from another address): published at once.
    const again = await comment({ name: 'Dana', email: 'dana@example.com', content: 'Me again' }, '203.0.113.50');
    expect(again.body.status).toBe('approved');
    expect(await shown()).toContain(again.body.id);
  });

  it('lets an admin hold a published comment (hidden) and approve it again', async () => {
    const posted = await comment({ name: 'Holdme', content: 'Borderline' }, '203.0.113.60');
    await approve(posted.body.id);
    expect(await shown()).toContain(posted.body.id);
    const held = await call(svc.url, 'PATCH', `/api/blog/comments/${posted.body.id}`, {
      token: admin,
      body: { status: 'held' },
    });
    expect(held.body).toMatchObject({ status: 'held' });
    expect(await shown()).not.toContain(posted.body.id);
    const list = await get<AdminCommentsResponse>('/api/blog/comments?status=held', admin);
    expect(list.body.comments.map((c) => c.id)).toContain(posted.body.id);
    await approve(posted.body.id);
    expect(await shown()).toContain(posted.body.id);
    expect(
      (
        await call(svc.url, 'PATCH', '/api/blog/comments/00000000-0000-4000-8000-000000000000', {
          token: admin,
          body: { status: 'held' },
        })
      ).status,
    ).toBe(404);
  });

  it('requires a name and content; the email is optional but must be valid', async () => {
    expect((await comment({ content: 'No name' }, '203.0.113.2')).status).toBe(400);
    expect((await comment({ name: 'Lee', content: '   ' }, '203.0.113.2')).status).toBe(400);
    expect((await comment({ name: '<i></i>', content: 'Empty name' }, '203.0.113.2')).status).toBe(400);
    expect((await comment({ name: 'Lee', content: 'Bad email', email: 'nope' }, '203.0.113.2')).status).toBe(400);
    expect((await comment({ name: 'Lee', content: 'Empty email is fine', email: '' }, '203.0.113.2')).status).toBe(201);
    expect(
      (await call(svc.url, 'POST', '/api/blog/posts/no-such-post/comments', { body: { name: 'A', content: 'B' } }))
        .status,
    ).toBe(404);
  });

  it('limits comments per address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await comment({ name: 'Spammer', content: `Comment ${i}` }, '198.51.100.7')).status).toBe(201);
    const limited = await comment({ name: 'Spammer', content: 'One too many' }, '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/too fast/);
    expect((await comment({ name: 'Neighbour', content: 'Different address' }, '198.51.100.8')).status).toBe(201);
  });

  it('lets admins delete a comment', async () => {
    const posted = await comment({ name: 'Temp', content: 'To be removed' }, '203.0.113.9');
    expect((await call(svc.url, 'DELETE', `/api/blog/comments/${posted.body.id}`, { token: reader })).status).toBe(403);
    expect((await call(svc.url, 'DELETE', `/api/blog/comments/${posted.body.id}`, { token: admin })).body).toEqual({
      success: true,
    });
    expect(await shown()).not.toContain(posted.body.id);
  });
});

describe('feeds', () => {
  it('serves a sitemap of the public pages and published posts', async () => {
    const { status, text, headers } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/xml/);
    expect(text).toContain('<loc>https://takehome.test/blog</loc>');
    expect(text).toContain('<loc>https://takehome.test/blog/how-to-read-your-pay-stub-line-by-line</loc>');
    expect(text).not.toContain('secret-draft');
  });

  it('serves an RSS feed of published posts', async () => {
    const { status, text, headers } = await get('/rss.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/rss\+xml/);
    expect(text).toContain('<title>TakeHome Blog</title>');
    expect(text).toContain(
      '<guid isPermaLink="true">https://takehome.test/blog/how-to-read-your-pay-stub-line-by-line</guid>',
    );
    expect(text).not.toContain('secret-draft');
    expect(text.match(/<item>/g)!.length).toBeLessThanOrEqual(50);
  });
});
