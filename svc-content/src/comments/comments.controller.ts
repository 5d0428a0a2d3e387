import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  adminCommentSchema,
  adminCommentsQuerySchema,
  adminCommentsResponseSchema,
  blogCommentSchema,
  moderateCommentRequestSchema,
  type ModerateCommentRequest,
  blogCommentsResponseSchema,
  createCommentRequestSchema,
  successResponseSchema,
  uuidParamSchema,
} from '@takehome/contracts';
import {
  AdminOnly,
  Answers,
  ClientAddress,
  CurrentUser,
  IdempotentWrite,
  OptionalAuth,
  zodPipe,
  type AuthUser,
} from '@takehome/service-kit';
import type { CreateCommentDto } from './comments.dto.js';
import { CommentsService } from './comments.service.js';

@Controller('api/blog')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get('posts/:slug/comments')
  @OptionalAuth()
  @Answers(blogCommentsResponseSchema)
  list(@CurrentUser() user: AuthUser | undefined, @Param('slug') slug: string) {
    return this.comments.list(user, slug);
  }

  @Post('posts/:slug/comments')
  @HttpCode(201)
  @IdempotentWrite()
  @OptionalAuth()
  @Answers(blogCommentSchema)
  create(
    @CurrentUser() user: AuthUser | undefined,
    @Param('slug') slug: string,
    @Body(zodPipe(createCommentRequestSchema)) dto: CreateCommentDto,
    @ClientAddress() ip: string,
  ) {
    return this.comments.create(user, slug, dto, ip);
  }

  @Get('comments')
  @AdminOnly()
  @Answers(adminCommentsResponseSchema)
  listForModeration(
    @CurrentUser() user: AuthUser,
    @Query(zodPipe(adminCommentsQuerySchema)) query: { status?: 'pending' | 'approved' | 'held' },
  ) {
    return this.comments.listForModeration(user, query.status);
  }

  @Patch('comments/:id')
  @AdminOnly()
  @IdempotentWrite()
  @Answers(adminCommentSchema)
  moderate(
    @CurrentUser() user: AuthUser,
    @Param('id', zodPipe(uuidParamSchema)) id: string,
    @Body(zodPipe(moderateCommentRequestSchema)) dto: ModerateCommentRequest,
  ) {
    return this.comments.moderate(user, id, dto);
  }

  @Delete('comments/:id')
  @AdminOnly()
  @IdempotentWrite()
  @Answers(successResponseSchema)
  remove(@CurrentUser() user: AuthUser, @Param('id', zodPipe(uuidParamSchema)) id: string) {
    return this.comments.remove(user, id);
  }
}
