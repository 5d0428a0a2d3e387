import { createHash } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BlogComment, BlogCommentsResponse, SuccessResponse } from '@takehome/contracts';
import { TooManyRequestsException, type AuthUser } from '@takehome/service-kit';
import { DataSource, MoreThan } from 'typeorm';
import { plainText } from '../common/html.js';
import { PostsService } from '../posts/posts.service.js';
import { Comment } from './comment.entity.js';
import { toComment } from './comment.mapper.js';
import type { CreateCommentDto } from './comments.dto.js';

/** At most 5 comments per address in 10 minutes. */
const COMMENT_LIMIT = 5;
const COMMENT_WINDOW_MS = 10 * 60 * 1000;
const MAX_COMMENTS_SHOWN = 500;

@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly posts: PostsService,
  ) {}

  async list(user: AuthUser | undefined, slug: string): Promise<BlogCommentsResponse> {
    const post = await this.posts.visibleBySlug(user, slug);
    const comments = await this.dataSource
      .getRepository(Comment)
      .find({ where: { postId: post.id }, order: { createdAt: 'ASC', id: 'ASC' }, take: MAX_COMMENTS_SHOWN });
    return { comments: comments.map(toComment) };
  }

  /** Stores a comment as plain text, shown at once (D7); refuses a sixth one from one address within ten minutes. */
  async create(user: AuthUser | undefined, slug: string, dto: CreateCommentDto, ip: string): Promise<BlogComment> {
    const post = await this.posts.visibleBySlug(user, slug);
    const author = plainText(dto.name);
    const content = plainText(dto.content);
    if (!author || !content) throw new BadRequestException('Name and comment are required');
    const ipHash = createHash('sha256').update(ip).digest('hex');
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content.comments:${ipHash}`]);
      const recent = await manager.count(Comment, {
        where: { ipHash, createdAt: MoreThan(new Date(Date.now() - COMMENT_WINDOW_MS)) },
      });
      if (recent >= COMMENT_LIMIT) {
        throw new TooManyRequestsException(
          'You are commenting too fast. Please wait a few minutes and try again.',
          COMMENT_WINDOW_MS / 1000,
        );
      }
      const comment = await manager.save(
        manager.create(Comment, { postId: post.id, author, content, email: dto.email ?? null, ipHash }),
      );
      return toComment(comment);
    });
  }

  async remove(id: string): Promise<SuccessResponse> {
    const { affected } = await this.dataSource.getRepository(Comment).delete({ id });
    if (!affected) throw new NotFoundException('Comment not found');
    return { success: true };
  }
}
