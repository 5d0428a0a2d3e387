import type { blogPostListQuerySchema, CreateBlogPostRequest, UpdateBlogPostRequest } from '@takehome/contracts';
import type { z } from 'zod';

// The schemas are libs/contracts'; these are the values as the pipes hand them over.
export type ListPostsQuery = z.output<typeof blogPostListQuerySchema>;
export type CreatePostDto = CreateBlogPostRequest;
export type UpdatePostDto = UpdateBlogPostRequest;
