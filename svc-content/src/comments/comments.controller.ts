import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  blogCommentSchema,
  blogCommentsResponseSchema,
  createCommentRequestSchema,
  successResponseSchema,
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

  @Delete('comments/:id')
  @AdminOnly()
  @Answers(successResponseSchema)
  remove(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string) {
    return this.comments.remove(user, id);
  }
}
