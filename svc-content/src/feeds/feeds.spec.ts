import { XMLParser } from 'fast-xml-parser';
import { Post } from '../posts/post.entity.js';
import { rssXml, sitemapXml } from './feeds.js';

const base = 'https://takehome.test';

const post = (slug: string, title: string, excerpt: string, day: number) =>
  Object.assign(new Post(), {
    slug,
    title,
    excerpt,
    category: 'Tax Tips' as const,
    publishedAt: new Date(Date.UTC(2030, 10, day, 9)),
    updatedAt: new Date(Date.UTC(2030, 10, day, 12)),
  });

const posts = [
  post('overtime-you', 'Overtime & You: <2030> "Rules"', 'Time-and-a-half & double time, <b>not</b> bold.', 21),
  post('union-dues', "Union dues: what's taken", 'Dues come out before tax.', 20),
];

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

/** What the parser reads from the RSS feed (the fields the tests look at). */
interface ParsedRss {
  rss: {
    '@version': string;
    channel: { title: string; link: string; 'atom:link': unknown; lastBuildDate: string; item?: unknown[] };
  };
}

describe('rssXml', () => {
  it('writes an RSS 2.0 feed that an XML parser reads back to the same titles, links and dates', () => {
    const { rss } = parser.parse(rssXml(base, posts), true) as ParsedRss;
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel;
    expect(channel.title).toBe('TakeHome Blog');
    expect(channel.link).toBe(`${base}/blog`);
    expect(channel['atom:link']).toMatchObject({ '@href': `${base}/rss.xml`, '@rel': 'self' });
    expect(channel.lastBuildDate).toBe(posts[0].publishedAt.toUTCString());
    expect(channel.item).toEqual([
      {
        title: 'Overtime & You: <2030> "Rules"',
        link: `${base}/blog/overtime-you`,
        guid: { '#text': `${base}/blog/overtime-you`, '@isPermaLink': 'true' },
        pubDate: 'Thu, 21 Nov 2030 09:00:00 GMT',
        description: 'Time-and-a-half & double time, <b>not</b> bold.',
        category: 'Tax Tips',
      },
      expect.objectContaining({ title: "Union dues: what's taken", link: `${base}/blog/union-dues` }),
    ]);
  });

  it('writes an empty channel when nothing is published', () => {
    const { rss } = parser.parse(rssXml(base, []), true) as ParsedRss;
    expect(rss.channel.title).toBe('TakeHome Blog');
    expect(rss.channel.item).toBeUndefined();
  });
});

describe('sitemapXml', () => {
  it('lists the public pages and every post with its last change, escaped', () => {
    const weird = post('a&b', 'A & B', '', 22);
    const { urlset } = parser.parse(sitemapXml(`${base}/?x=<y>`, [weird]), true) as {
      urlset: { url: Array<{ loc: string; lastmod?: string }> };
    };
    const urls = urlset.url;
    expect(urls[0].loc).toBe(`${base}/?x=<y>/`);
    expect(urls.at(-1)).toEqual({ loc: `${base}/?x=<y>/blog/a%26b`, lastmod: '2030-11-22T12:00:00.000Z' });
  });
});
