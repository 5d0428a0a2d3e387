import type { BlogPost } from '@takehome/contracts';
import { absoluteUrl } from '../head/usePageHead';
import { postPath } from '../posts/format';

/** Schema.org Article data of a post, for search engines. */
export function articleStructuredData(post: BlogPost) {
  const url = absoluteUrl(postPath(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    ...(post.imageUrl && { image: [absoluteUrl(post.imageUrl)] }),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: 'TakeHome', url: absoluteUrl('/') },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category,
    keywords: post.tags.join(', '),
  };
}
