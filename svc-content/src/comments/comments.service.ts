import { createHash } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  AdminComment,
  AdminCommentsResponse,
  BlogComment,
  BlogCommentsResponse,
  CommentStatus,
  ModerateCommentRequest,
  SuccessResponse,
} from '@takehome/contracts';
import { assertAdmin, Clock, isAdmin, recordIdempotentAnswer, TooManyRequestsException, type AuthUser } from '@takehome/service-kit';
import { plainText } from '../common/html.js';
import { PostsService } from '../posts/posts.service.js';
import { toAdminComment, toComment } from './comment.mapper.js';
import type { CreateCommentDto } from './comments.dto.js';
import { CommentsRepository } from './comments.repository.js';

/** At most 5 comments per address in 10 minutes. */
const COMMENT_LIMIT = 5;
const COMMENT_WINDOW_MS = 10 * 60 * 1000;
const MAX_COMMENTS_SHOWN = 500;
const MAX_COMMENTS_MODERATED = 200;

/**
 * Who wrote a comment, as a key that keeps no address readable: the account when signed in, else the
 * email given, else the network address with the name.
 */
function commenterKey(auth: AuthUser | undefined, dto: CreateCommentDto, ipHash: string, author: string): string {
  const who = auth
    ? `user:${auth.id}`
    : dto.email
      ? `email:${dto.email.trim().toLowerCase()}`
      : `address:${ipHash}:${author.toLowerCase()}`;
  return createHash('sha256').update(who).digest('hex');
}

@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly posts: PostsService,
    private readonly clock: Clock,
  ) {}

  /** A post's comments; admins also see those on posts readers cannot (yet) see. */
  async list(auth: AuthUser | undefined, slug: string): Promise<BlogCommentsResponse> {
    const post = await this.posts.visibleBySlug(auth, slug);
    const comments = await this.comments.findByPost(post.id, MAX_COMMENTS_SHOWN);
    return { comments: comments.map(toComment) };
  }

  /**
   * Stores a comment as plain text (docs/product/blog.md); refuses a sixth one from one address within
   * ten minutes. A commenter with an approved comment (or an admin) is published at once; a new
   * commenter's first comment waits for an admin's approval.
   */
  async create(auth: AuthUser | undefined, slug: string, dto: CreateCommentDto, ip: string): Promise<BlogComment> {
    const post = await this.posts.visibleBySlug(auth, slug);
    const author = plainText(dto.name);
    const content = plainText(dto.content);
    if (!author || !content) throw new BadRequestException('Name and comment are required');
    const ipHash = createHash('sha256').update(ip).digest('hex');
    return this.comments.transaction(async (tx) => {
      await this.comments.lockAddress(ipHash, tx);
      const recent = await this.comments.countByAddressSince(
        ipHash,
        new Date(this.clock.now().getTime() - COMMENT_WINDOW_MS),
        tx,
      );
      if (recent >= COMMENT_LIMIT) {
        throw new TooManyRequestsException(
          'You are commenting too fast. Please wait a few minutes and try again.',
          COMMENT_WINDOW_MS / 1000,
        );
      }
      const key = commenterKey(auth, dto, ipHash, author);
      const status: CommentStatus =
        isAdmin(auth) || (await this.comments.knownCommenter(key, tx)) ? 'approved' : 'pending';
      const comment = await this.comments.insert(
        { postId: post.id, author, content, email: dto.email ?? null, ipHash, commenterKey: key, status },
        tx,
      );
      const answer = toComment(comment);
      // A comment sent again with its Idempotency-Key finds this answer instead of a second comment.
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
  }

  /** Moderation: the comments to look at (all, or of one status), newest first. */
  async listForModeration(auth: AuthUser, status: CommentStatus | undefined): Promise<AdminCommentsResponse> {
    assertAdmin(auth);
    const found = await this.comments.findForModeration(status ? { status } : {}, MAX_COMMENTS_MODERATED);
    return { comments: found.map(({ comment, post }) => toAdminComment(comment, post)) };
  }

  /** Moderation: approve a comment (readers see it, and its commenter's next ones at once) or hold it (hidden). */
  async moderate(auth: AuthUser, id: string, dto: ModerateCommentRequest): Promise<AdminComment> {
    assertAdmin(auth);
    return this.comments.transaction(async (tx) => {
      if (!(await this.comments.setStatus(id, dto.status, tx))) throw new NotFoundException('Comment not found');
      const [found] = await this.comments.findForModeration({ id }, 1, tx);
      if (!found) throw new NotFoundException('Comment not found');
      const answer = toAdminComment(found.comment, found.post);
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
  }

  /** Moderation: admins delete a comment. */
  async remove(auth: AuthUser, id: string): Promise<SuccessResponse> {
    assertAdmin(auth);
    return this.comments.transaction(async (tx) => {
      if (!(await this.comments.deleteById(id, tx))) throw new NotFoundException('Comment not found');
      const answer: SuccessResponse = { success: true };
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
  }
}
