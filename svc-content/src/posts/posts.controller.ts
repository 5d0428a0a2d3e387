import { Body, Controller, Delete, Get, Headers, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  blogCategoriesResponseSchema,
  blogPostListQuerySchema,
  blogPostListResponseSchema,
  blogPostSchema,
  blogPostSummarySchema,
  createBlogPostRequestSchema,
  PRERENDER_HEADER,
  successResponseSchema,
  updateBlogPostRequestSchema,
  uuidParamSchema,
  type BlogPost,
} from '@takehome/contracts';
import { AdminOnly, Answers, CurrentUser, IdempotentWrite, OptionalAuth, Public, zodPipe, type AuthUser } from '@takehome/service-kit';
import type { CreatePostDto, ListPostsQuery, UpdatePostDto } from './posts.dto.js';
import { PostsService } from './posts.service.js';

@Controller('api/blog')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get('posts')
  @OptionalAuth()
  @Answers(blogPostListResponseSchema)
  list(@CurrentUser() user: AuthUser | undefined, @Query(zodPipe(blogPostListQuerySchema)) query: ListPostsQuery) {
    return this.posts.list(user, query);
  }

  @Get('categories')
  @Public()
  @Answers(blogCategoriesResponseSchema)
  categories() {
    return this.posts.categories();
  }

  @Get('latest')
  @Public()
  @Answers(blogPostSummarySchema)
  latest() {
    return this.posts.latest();
  }

  /** A former slug answers 301 with the current one in Location (fetch follows it) and in the body. */
  @Get('posts/:slug')
  @OptionalAuth()
  @Answers(blogPostSchema, { description: 'The post; a former slug answers 301 with `{ slug }` of the current one' })
  async bySlug(
    @CurrentUser() user: AuthUser | undefined,
    @Param('slug') slug: string,
    @Headers(PRERENDER_HEADER) prerender: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<BlogPost | { slug: string }> {
    const found = await this.posts.bySlug(user, slug, prerender !== '1');
    if ('post' in found) return found.post;
    res.status(301).header('location', `/api/blog/posts/${encodeURIComponent(found.redirectTo)}`);
    return { slug: found.redirectTo };
  }

  @Post('posts')
  @AdminOnly()
  @IdempotentWrite()
  @Answers(blogPostSchema)
  create(@CurrentUser() user: AuthUser, @Body(zodPipe(createBlogPostRequestSchema)) dto: CreatePostDto) {
    return this.posts.create(user, dto);
  }

  @Put('posts/:id')
  @AdminOnly()
  @IdempotentWrite()
  @Answers(blogPostSchema)
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', zodPipe(uuidParamSchema)) id: string,
    @Body(zodPipe(updateBlogPostRequestSchema)) dto: UpdatePostDto,
  ) {
    return this.posts.update(user, id, dto);
  }

  @Delete('posts/:id')
  @AdminOnly()
  @IdempotentWrite()
  @Answers(successResponseSchema)
  remove(@CurrentUser() user: AuthUser, @Param('id', zodPipe(uuidParamSchema)) id: string) {
    return this.posts.remove(user, id);
  }
}
