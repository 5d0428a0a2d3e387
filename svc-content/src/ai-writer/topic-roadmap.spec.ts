import { BLOG_CATEGORIES } from '@takehome/contracts';
import { nextTopic, ROADMAP, roadmapDistribution } from './topic-roadmap.js';
import { parseArticle, roadmapBrief } from './article-prompt.js';

describe('topic roadmap', () => {
  it('has a pillar with clusters in every blog category, with unique keywords', () => {
    for (const category of BLOG_CATEGORIES) {
      const topics = ROADMAP.filter((topic) => topic.category === category);
      expect(topics.filter((topic) => topic.contentType === 'pillar')).toHaveLength(1);
      expect(topics.filter((topic) => topic.contentType === 'cluster').length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(ROADMAP.map((topic) => topic.targetKeyword)).size).toBe(ROADMAP.length);
  });

  it('picks the next uncovered topic, never a covered one', () => {
    const first = nextTopic(new Set(), 'roadmap', 'pillar')!;
    expect(first).toBe(ROADMAP[0]);
    const second = nextTopic(new Set([first.targetKeyword]), 'roadmap', 'pillar')!;
    expect(second.contentType).toBe('pillar');
    expect(second.targetKeyword).not.toBe(first.targetKeyword);
    expect(nextTopic(new Set([first.targetKeyword]), 'roadmap')).toBe(ROADMAP[1]);
  });

  it('picks a random uncovered topic in random mode, and nothing when all are covered', () => {
    const covered = new Set(ROADMAP.slice(0, -1).map((topic) => topic.targetKeyword));
    expect(nextTopic(covered, 'random', undefined, () => 0.99)).toBe(ROADMAP.at(-1));
    expect(nextTopic(new Set(ROADMAP.map((topic) => topic.targetKeyword)), 'random')).toBeUndefined();
  });

  it('reports how much of the roadmap has posts', () => {
    const distribution = roadmapDistribution(new Set([ROADMAP[0].targetKeyword, ROADMAP[1].targetKeyword]));
    expect(distribution.pillar).toEqual({ covered: 1, total: BLOG_CATEGORIES.length });
    expect(distribution.cluster.covered).toBe(1);
  });
});

describe('parseArticle', () => {
  const brief = roadmapBrief(ROADMAP[1]);

  it('reads the JSON article the model was asked for, even when fenced', () => {
    const answer =
      '```json\n' +
      JSON.stringify({ title: 'FICA', excerpt: 'Short.', tags: ['Tax', 3], content: '<h1>FICA</h1><p>Body</p>' }) +
      '\n```';
    expect(parseArticle(answer, brief)).toEqual({
      title: 'FICA',
      excerpt: 'Short.',
      tags: ['tax'],
      content: '<p>Body</p>',
    });
  });

  it('takes a plain HTML answer as the body, titled by its h1', () => {
    expect(parseArticle('<h1>Own title</h1><p>Body</p>', brief)).toEqual({
      title: 'Own title',
      excerpt: undefined,
      tags: brief.tags,
      content: '<p>Body</p>',
    });
  });
});
