import { createHash } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { BlogComment, BlogCommentsResponse, SuccessResponse } from '@takehome/contracts';
import { assertAdmin, recordIdempotentAnswer, TooManyRequestsException, type AuthUser } from '@takehome/service-kit';
import { plainText } from '../common/html.js';
import { PostsService } from '../posts/posts.service.js';
import { toComment } from './comment.mapper.js';
import type { CreateCommentDto } from './comments.dto.js';
import { CommentsRepository } from './comments.repository.js';

/** At most 5 comments per address in 10 minutes. */
const COMMENT_LIMIT = 5;
const COMMENT_WINDOW_MS = 10 * 60 * 1000;
const MAX_COMMENTS_SHOWN = 500;

@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly posts: PostsService,
  ) {}

  /** A post's comments; admins also see those on posts readers cannot (yet) see. */
  async list(auth: AuthUser | undefined, slug: string): Promise<BlogCommentsResponse> {
    const post = await this.posts.visibleBySlug(auth, slug);
    const comments = await this.comments.findByPost(post.id, MAX_COMMENTS_SHOWN);
    return { comments: comments.map(toComment) };
  }

  /** Stores a comment as plain text, shown at once (D7); refuses a sixth one from one address within ten minutes. */
  async create(auth: AuthUser | undefined, slug: string, dto: CreateCommentDto, ip: string): Promise<BlogComment> {
    const post = await this.posts.visibleBySlug(auth, slug);
    const author = plainText(dto.name);
    const content = plainText(dto.content);
    if (!author || !content) throw new BadRequestException('Name and comment are required');
    const ipHash = createHash('sha256').update(ip).digest('hex');
    return this.comments.transaction(async (tx) => {
      await this.comments.lockAddress(ipHash, tx);
      const recent = await this.comments.countByAddressSince(ipHash, new Date(Date.now() - COMMENT_WINDOW_MS), tx);
      if (recent >= COMMENT_LIMIT) {
        throw new TooManyRequestsException(
          'You are commenting too fast. Please wait a few minutes and try again.',
          COMMENT_WINDOW_MS / 1000,
        );
      }
      const comment = await this.comments.insert(
        { postId: post.id, author, content, email: dto.email ?? null, ipHash },
        tx,
      );
      const answer = toComment(comment);
      // A comment sent again with its Idempotency-Key finds this answer instead of a second comment.
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
  }

  /** Moderation: admins delete a comment. */
  async remove(auth: AuthUser, id: string): Promise<SuccessResponse> {
    assertAdmin(auth);
    if (!(await this.comments.deleteById(id))) throw new NotFoundException('Comment not found');
    return { success: true };
  }
}
