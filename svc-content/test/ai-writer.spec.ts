import type { BlogPostListResponse, GenerateAiResponse, LogResponse } from '@takehome/contracts';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { ROADMAP } from '../src/ai-writer/topic-roadmap.js';
import { service } from '../src/service.js';
import { ChatCompletionsDouble } from './doubles.js';
import { call } from './http.js';

const D9_MESSAGE = 'AI generation is not configured (set OPENAI_API_KEY)';

let issuer: TestIssuer;
let openai: ChatCompletionsDouble;
let svc: TestService;
let keyless: TestService;
let admin: string;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  openai = await ChatCompletionsDouble.start();
  [svc, keyless] = await Promise.all([
    startTestService(service, {
      issuer,
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, OPENAI_MODEL: 'gpt-test' },
    }),
    startTestService(service, { issuer }),
  ]);
  admin = await issuer.adminToken();
});

afterAll(async () => {
  await Promise.all([svc?.close(), keyless?.close()]);
  await openai?.close();
  await issuer?.close();
});

/** An answer in the JSON shape the system prompt asks for. */
function article(title: string, words: number, extra = ''): string {
  const paragraphs = Array.from(
    { length: Math.ceil(words / 100) },
    (_, i) => `<p>${Array.from({ length: 100 }, (_, j) => `w${i}x${j}`).join(' ')}</p>`,
  ).join('');
  return JSON.stringify({
    title,
    excerpt: `Everything about ${title.toLowerCase()}.`,
    tags: ['payroll', 'Paychecks'],
    content: `<h1>${title}</h1><h2>Start here</h2>${paragraphs}${extra}`,
  });
}

const generate = (body: unknown, target = svc) =>
  call<GenerateAiResponse & { error: string; details?: string }>(target.url, 'POST', '/api/blog/generate-ai', {
    token: admin,
    body,
  });
const generationLog = (target = svc, limit = 8) =>
  call<LogResponse>(target.url, 'GET', `/api/blog/generation-log?limit=${limit}`, { token: admin });

describe('AI writing against a Chat Completions double', () => {
  it('writes the first roadmap pillar and stores it as a sanitised draft', async () => {
    openai.reply = article(
      'The Paycheck Accuracy Checklist',
      2600,
      '<script>alert(1)</script><img src="https://img.test/x.png" onerror="x()">',
    );
    const { status, body } = await generate({ contentType: 'pillar', roadmapMode: 'roadmap' });
    expect(status).toBe(201);
    const pillar = ROADMAP.find((topic) => topic.contentType === 'pillar')!;
    expect(body.targetKeyword).toBe(pillar.targetKeyword);
    expect(body.wordCount).toBeGreaterThanOrEqual(2600);
    expect(body.roadmapInfo).toEqual({
      strategy: 'roadmap',
      distribution: {
        pillar: { covered: 1, total: ROADMAP.filter((t) => t.contentType === 'pillar').length },
        cluster: { covered: 0, total: ROADMAP.filter((t) => t.contentType === 'cluster').length },
      },
    });
    expect(body.post).toMatchObject({
      title: 'The Paycheck Accuracy Checklist',
      slug: 'the-paycheck-accuracy-checklist',
      excerpt: 'Everything about the paycheck accuracy checklist.',
      category: pillar.category,
      tags: ['payroll', 'paychecks'],
      published: false,
      publishedAt: null,
      readTime: '14 min read',
    });
    expect(body.post.content).not.toMatch(/<script|onerror|<h1/);
    expect(body.post.content.startsWith('<h2>Start here</h2>')).toBe(true);

    const request = openai.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('gpt-test');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    expect(request.body.messages[0].role).toBe('system');
    expect(request.body.messages[1].content).toContain(pillar.targetKeyword);
    expect(request.body.messages[1].content).toContain('2,500–4,000 words');

    const drafts = await call<BlogPostListResponse>(svc.url, 'GET', '/api/blog/posts?status=draft', { token: admin });
    expect(drafts.body.posts.map((p) => p.id)).toContain(body.post.id);
    expect((await call(svc.url, 'GET', `/api/blog/posts/${body.post.slug}`)).status).toBe(404);
  });

  it('moves on to the next pillar without repeating one', async () => {
    openai.reply = article('How Payroll Works', 2500);
    const { body } = await generate({ contentType: 'pillar' });
    expect(body.targetKeyword).toBe(ROADMAP.filter((t) => t.contentType === 'pillar')[1].targetKeyword);
    expect(body.roadmapInfo.distribution.pillar.covered).toBe(2);
  });

  it('writes a random cluster post of cluster length', async () => {
    openai.reply = article('A Cluster Post', 1300);
    const { status, body } = await generate({ contentType: 'cluster', roadmapMode: 'random' });
    expect(status).toBe(201);
    const topic = ROADMAP.find((t) => t.targetKeyword === body.targetKeyword)!;
    expect(topic.contentType).toBe('cluster');
    expect(body.roadmapInfo.strategy).toBe('random');
    expect(body.post.category).toBe(topic.category);
    expect(openai.requests.at(-1)!.body.messages[1].content).toContain('1,200–2,000 words');
    expect(openai.requests.at(-1)!.body.messages[1].content).toContain(topic.pillar!);
  });

  it('writes a custom article from a prompt and keyword, unwrapping a fenced HTML answer', async () => {
    openai.reply = '```html\n<h1>Night Shift Pay for Nurses</h1><p>Nurses on nights earn a differential.</p>\n```';
    const { status, body } = await generate({
      customPrompt: 'Explain night shift differentials for nurses',
      targetKeyword: 'nurse shift differential',
      category: 'Overtime',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      targetKeyword: 'nurse shift differential',
      wordCount: 6,
      roadmapInfo: { strategy: 'custom' },
    });
    expect(body.post).toMatchObject({
      title: 'Night Shift Pay for Nurses',
      category: 'Overtime',
      content: '<p>Nurses on nights earn a differential.</p>',
    });
    expect(openai.requests.at(-1)!.body.messages[1].content).toContain('Explain night shift differentials for nurses');
  });

  it('needs both the prompt and the keyword for a custom article, and a type otherwise', async () => {
    const requests = openai.requests.length;
    for (const body of [
      { customPrompt: 'Only a prompt' },
      { targetKeyword: 'only a keyword' },
      {},
      { contentType: 'essay' },
      { contentType: 'pillar', extra: true },
    ]) {
      expect((await generate(body)).status).toBe(400);
    }
    expect(openai.requests.length).toBe(requests);
  });

  it('answers { error, details } when the model fails, and logs it', async () => {
    openai.reply = 500;
    const { status, body } = await generate({ contentType: 'cluster' });
    expect(status).toBe(502);
    expect(body).toEqual({ error: 'AI generation failed', details: expect.any(String) as unknown });
    const { body: log } = await generationLog();
    expect(log.lines.at(-1)!.message).toMatch(/^Error: /);
  });

  it('keeps the generation log, readable as the last N lines', async () => {
    const { body } = await generationLog(svc, 8);
    expect(body.lines).toHaveLength(8);
    expect(body.lines.map((l) => l.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Draft saved: "How Payroll Works"/)]),
    );
    const times = body.lines.map((l) => l.at);
    expect(times).toEqual([...times].sort());
    expect((await generationLog(svc, 2)).body.lines).toEqual(body.lines.slice(-2));
  });

  it('says the roadmap is complete once every pillar has a post', async () => {
    openai.reply = article('Another Pillar', 100);
    let answer = await generate({ contentType: 'pillar' });
    while (answer.status === 201) answer = await generate({ contentType: 'pillar' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      error: 'The content roadmap is complete',
      details: expect.stringMatching(/custom article/) as unknown,
    });
  });
});

describe('AI writing without a key', () => {
  it('answers 503 with the not-configured message and calls nothing', async () => {
    const requests = openai.requests.length;
    const { status, body } = await generate({ contentType: 'pillar' }, keyless);
    expect(status).toBe(503);
    expect(body).toEqual({ error: D9_MESSAGE });
    expect(openai.requests.length).toBe(requests);
    expect((await generationLog(keyless)).body.lines.at(-1)!.message).toBe(`Error: ${D9_MESSAGE}`);
  });
});
