import type { BlogPostSummary } from '@takehome/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An ISO 8601 time as a date, e.g. 'Jun 2, 2026'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** The publication date, or the creation date of a draft. */
export function postDate(post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>): string {
  return formatDate(post.publishedAt ?? post.createdAt);
}

export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The blog list filtered to one category (SPEC §2: the `category` query parameter). */
export function categoryPath(category: string): string {
  return `/blog?${new URLSearchParams({ category })}`;
}
