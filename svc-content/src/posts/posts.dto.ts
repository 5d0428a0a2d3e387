import { z } from 'zod';
import { BLOG_CATEGORIES, MAX_POSTS_PER_PAGE, POST_SORTS, POST_STATUSES } from '@takehome/contracts';

/** An empty query parameter (`?category=`) means "no filter". */
const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const listPostsQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(MAX_POSTS_PER_PAGE)
      .transform((limit) => Math.min(limit, MAX_POSTS_PER_PAGE)),
    offset: optionalParam(z.coerce.number().int().min(0).max(1_000_000)),
    page: optionalParam(z.coerce.number().int().min(1).max(100_000)),
    category: optionalParam(z.string().trim().max(80)),
    q: optionalParam(z.string().trim().max(200)),
    sort: z.enum(POST_SORTS).default('newest'),
    status: z.enum(POST_STATUSES).default('published'),
  })
  .strict();
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/(?!\/))\S+$/i, 'must be an http(s) URL or a path on this site');

export const createPostSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(200_000),
    slug: z.string().trim().min(1).max(120).optional(),
    excerpt: z.string().trim().max(1000).optional(),
    category: z.enum(BLOG_CATEGORIES).optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(12).optional(),
    author: z.string().trim().min(1).max(100).optional(),
    imageUrl: imageUrl.nullable().optional(),
    featured: z.boolean().optional(),
    published: z.boolean().optional(),
    publishedAt: z.string().datetime({ offset: true }).optional(),
  })
  .strict();
export type CreatePostDto = z.infer<typeof createPostSchema>;

export const updatePostSchema = createPostSchema
  .partial()
  .strict()
  .refine((dto) => Object.keys(dto).length > 0, 'Nothing to update');
export type UpdatePostDto = z.infer<typeof updatePostSchema>;
