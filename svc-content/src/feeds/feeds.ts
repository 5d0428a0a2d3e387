import type { Post } from '../posts/post.entity.js';

/** The site's public pages (SPEC.md §2 route table) besides the posts. */
const PUBLIC_PAGES = [
  '/',
  '/calculator',
  '/blog',
  '/content',
  '/faq',
  '/pricing',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
];

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const postUrl = (base: string, post: Post) => `${base}/blog/${encodeURIComponent(post.slug)}`;

export function sitemapXml(base: string, posts: Post[]): string {
  const pages = PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`);
  const articles = posts.map(
    (post) =>
      `  <url><loc>${escapeXml(postUrl(base, post))}</loc><lastmod>${post.updatedAt.toISOString()}</lastmod></url>`,
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

export function rssXml(base: string, posts: Post[]): string {
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(postUrl(base, post))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(postUrl(base, post))}</guid>`,
      `      <pubDate>${post.publishedAt!.toUTCString()}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>TakeHome Blog</title>',
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Paycheck, overtime, union benefit, tax and budgeting guides for hourly, salaried and union workers.</description>',
    '    <language>en-us</language>',
    ...(posts[0]?.publishedAt ? [`    <lastBuildDate>${posts[0].publishedAt.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
