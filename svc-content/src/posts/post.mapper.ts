import { BLOG_CATEGORIES, type BlogCategoriesResponse, type BlogPost, type BlogPostSummary } from '@takehome/contracts';
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

/** What the sitemap and the RSS feed show of a published post. */
export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: Date;
  updatedAt: Date;
}

/** A published post as the feeds read it (the feeds query returns published posts only). */
export function toFeedPost(post: Post): FeedPost {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    publishedAt: post.publishedAt ?? post.createdAt,
    updatedAt: post.updatedAt,
  };
}

/** The body is sanitised again on the way out, whatever is in the table (docs/product/blog.md). */
export function toPost(post: Post): BlogPost {
  return { ...toPostSummary(post), content: sanitizePostHtml(post.content) };
}

/** Per-category counts as the categories answer: the canonical order, categories without posts left out. */
export function toBlogCategories(rows: Array<{ category: string; count: number }>): BlogCategoriesResponse {
  const counts = new Map(rows.map((row) => [row.category, row.count]));
  const categories = BLOG_CATEGORIES.filter((name) => counts.has(name)).map((name) => ({
    name,
    count: counts.get(name)!,
  }));
  return { categories, total: rows.reduce((sum, row) => sum + row.count, 0) };
}
