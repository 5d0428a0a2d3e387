import {
  DEFAULT_BLOG_CATEGORY,
  type BlogCategory,
  type BlogPost,
  type CreateBlogPostRequest,
} from '@takehome/contracts';

/** What the post editor holds while it is being filled in. */
export interface PostFormValues {
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  /** Comma-separated, as typed. */
  tags: string;
  imageUrl: string;
  featured: boolean;
  published: boolean;
}

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  excerpt: '',
  content: '',
  category: DEFAULT_BLOG_CATEGORY,
  tags: '',
  imageUrl: '',
  featured: false,
  published: false,
};

export function postFormValues(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    tags: post.tags.join(', '),
    imageUrl: post.imageUrl ?? '',
    featured: post.featured,
    published: post.published,
  };
}

/** 'a, b,,c ' → ['a', 'b', 'c'], without repeats. */
function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The request body: an empty excerpt is left out (the server makes one from the first 50 words
 * on create and keeps the old one on edit); an empty image URL means no image.
 */
export function postRequest(values: PostFormValues): CreateBlogPostRequest {
  const excerpt = values.excerpt.trim();
  return {
    title: values.title.trim(),
    content: values.content,
    ...(excerpt ? { excerpt } : {}),
    category: values.category,
    tags: parseTags(values.tags),
    imageUrl: values.imageUrl.trim() || null,
    featured: values.featured,
    published: values.published,
  };
}
