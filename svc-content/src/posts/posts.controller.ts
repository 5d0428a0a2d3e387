import { Body, Controller, Delete, Get, Headers, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PRERENDER_HEADER, type BlogPost } from '@takehome/contracts';
import { AdminOnly, CurrentUser, OptionalAuth, Public, zodPipe, type AuthUser } from '@takehome/service-kit';
import {
  createPostSchema,
  listPostsQuerySchema,
  updatePostSchema,
  type CreatePostDto,
  type ListPostsQuery,
  type UpdatePostDto,
} from './posts.dto.js';
import { PostsService } from './posts.service.js';

@Controller('api/blog')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get('posts')
  @OptionalAuth()
  list(@CurrentUser() user: AuthUser | undefined, @Query(zodPipe(listPostsQuerySchema)) query: ListPostsQuery) {
    return this.posts.list(user, query);
  }

  @Get('categories')
  @Public()
  categories() {
    return this.posts.categories();
  }

  @Get('latest')
  @Public()
  latest() {
    return this.posts.latest();
  }

  /** A former slug answers 301 with the current one in Location (fetch follows it) and in the body. */
  @Get('posts/:slug')
  @OptionalAuth()
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
  create(@Body(zodPipe(createPostSchema)) dto: CreatePostDto) {
    return this.posts.create(dto);
  }

  @Put('posts/:id')
  @AdminOnly()
  update(@Param('id', ParseUUIDPipe) id: string, @Body(zodPipe(updatePostSchema)) dto: UpdatePostDto) {
    return this.posts.update(id, dto);
  }

  @Delete('posts/:id')
  @AdminOnly()
  remove(@Param('id', ParseUUIDPipe) id: string) {
    return this.posts.remove(id);
  }
}
