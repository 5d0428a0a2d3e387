import type { BlogPostSummary } from '@takehome/contracts';
import { formatDate } from '@takehome/web-kit/ui';

/** The publication date, or the creation date of a draft. */
export function postDate(post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>): string {
  return formatDate(post.publishedAt ?? post.createdAt);
}

export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The blog list filtered to one category (docs/product/paths.md: the `category` query parameter). */
export function categoryPath(category: string): string {
  return `/blog?${new URLSearchParams({ category })}`;
}
