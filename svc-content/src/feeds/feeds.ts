import { PUBLIC_PAGES } from '@takehome/contracts';
import { escapeHtml } from '@takehome/service-kit';
import { Feed } from 'feed';
import type { FeedPost } from '../posts/post.mapper.js';

const postUrl = (base: string, post: FeedPost) => `${base}/blog/${encodeURIComponent(post.slug)}`;

/**
 * A flat urlset written here: the `sitemap` package would bring sax, a CLI and streams for these
 * few lines (and its own @types/node); the text is escaped by the kit's HTML escaper, valid XML too.
 */
export function sitemapXml(base: string, posts: readonly FeedPost[]): string {
  const pages = PUBLIC_PAGES.map((path) => `  <url><loc>${escapeHtml(base + path)}</loc></url>`);
  const articles = posts.map(
    (post) =>
      `  <url><loc>${escapeHtml(postUrl(base, post))}</loc><lastmod>${post.updatedAt.toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...articles,
    '</urlset>',
    '',
  ].join('\n');
}

/** RSS 2.0 through `feed`: each item's link is its permalink guid, the channel links itself (atom:link). */
export function rssXml(base: string, posts: readonly FeedPost[]): string {
  const feed = new Feed({
    title: 'TakeHome Blog',
    link: `${base}/blog`,
    description: 'Paycheck, overtime, union benefit, tax and budgeting guides for hourly, salaried and union workers.',
    language: 'en-us',
    generator: false,
    updated: posts[0]?.publishedAt ?? undefined,
    feedLinks: { rss: `${base}/rss.xml` },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      link: postUrl(base, post),
      date: post.publishedAt,
      description: post.excerpt,
      category: [{ name: post.category }],
    });
  }
  return feed.rss2();
}
