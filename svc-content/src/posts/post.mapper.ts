import type { BlogPost, BlogPostSummary } from '@takehome/contracts';
import type { Post } from './post.entity.js';
import { sanitizePostHtml } from '../common/html.js';

export function toPostSummary(post: Post): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags,
    author: post.author,
    readTime: post.readTime,
    imageUrl: post.imageUrl,
    featured: post.featured,
    views: post.views,
    published: post.published,
    createdAt: post.createdAt.toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** D7: the body is sanitised again on the way out, whatever is in the table. */
export function toPost(post: Post): BlogPost {
  return { ...toPostSummary(post), content: sanitizePostHtml(post.content) };
}
