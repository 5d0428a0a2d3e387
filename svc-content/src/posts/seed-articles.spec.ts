import { readdirSync } from 'node:fs';
import { loadSeedArticles, parseSeedArticle, SEED_ARTICLES_DIR } from './seed-articles.js';

describe('seed articles', () => {
  it('parses every content file, each with its own slug and a body', () => {
    const files = readdirSync(SEED_ARTICLES_DIR);
    const articles = loadSeedArticles();

    expect(files.length).toBeGreaterThan(0);
    expect(articles).toHaveLength(files.length);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
    for (const article of articles) {
      expect(article.content).toMatch(/^<(p|h2)>/);
      expect(files).toContainEqual(expect.stringMatching(new RegExp(`^\\d{2}-${article.slug}\\.html$`)));
    }
  });

  it('refuses a file without front matter, with an unknown field or an unknown category, naming it', () => {
    const front = (extra: string) =>
      `---\nslug: a-b\ntitle: A\nexcerpt: B\ncategory: Overtime\ntags: []\nauthor: T\nfeatured: false\npublishedAt: 2026-06-02T13:00:00.000Z\n${extra}---\n<p>Body</p>\n`;

    expect(parseSeedArticle('ok.html', front(''))).toMatchObject({ slug: 'a-b', content: '<p>Body</p>' });
    expect(() => parseSeedArticle('bare.html', '<p>Body</p>')).toThrow('bare.html: no front matter');
    expect(() => parseSeedArticle('extra.html', front('draft: true\n'))).toThrow(/^extra\.html: /);
    expect(() => parseSeedArticle('cat.html', front('').replace('Overtime', 'Gossip'))).toThrow(/category/);
  });
});
