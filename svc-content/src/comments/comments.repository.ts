import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan, type DeepPartial, type EntityManager } from 'typeorm';
import type { CommentStatus } from '@takehome/contracts';
import { Post } from '../posts/post.entity.js';
import { Comment } from './comment.entity.js';

/** Readers' comments on posts. */
@Injectable()
export class CommentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A post's approved comments, oldest first, at most `limit`. */
  findByPost(postId: string, limit: number): Promise<Comment[]> {
    return this.dataSource
      .getRepository(Comment)
      .find({ where: { postId, status: 'approved' }, order: { createdAt: 'ASC', id: 'ASC' }, take: limit });
  }

  /** For moderation: comments (of one status, or all), newest first, each with its post's slug and title. */
  async findForModeration(
    where: { status?: CommentStatus; id?: string },
    limit: number,
    tx: EntityManager = this.dataSource.manager,
  ): Promise<Array<{ comment: Comment; post: { slug: string; title: string } }>> {
    const comments = await tx.getRepository(Comment).find({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    const postIds = [...new Set(comments.map((comment) => comment.postId))];
    const posts = postIds.length
      ? await tx
          .getRepository(Post)
          .createQueryBuilder('post')
          .select(['post.id', 'post.slug', 'post.title'])
          .where('post.id IN (:...ids)', { ids: postIds })
          .getMany()
      : [];
    const byId = new Map(posts.map((post) => [post.id, post]));
    return comments.flatMap((comment) => {
      const post = byId.get(comment.postId);
      return post ? [{ comment, post: { slug: post.slug, title: post.title } }] : [];
    });
  }

  /** Whether this commenter already has an approved comment. */
  async knownCommenter(commenterKey: string, tx: EntityManager): Promise<boolean> {
    return tx.exists(Comment, { where: { commenterKey, status: 'approved' } });
  }

  /** Sets a comment's status; the updated comment, or null when there is none. */
  async setStatus(id: string, status: CommentStatus, tx: EntityManager): Promise<Comment | null> {
    const repository = tx.getRepository(Comment);
    const { affected } = await repository.update({ id }, { status });
    return affected ? repository.findOneBy({ id }) : null;
  }

  /**
   * Serialises comments from one address until the transaction ends, so its count stays true
   * (raw: an advisory lock has no TypeORM form).
   */
  async lockAddress(ipHash: string, tx: EntityManager): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content.comments:${ipHash}`]);
  }

  /** Comments from this address after `since`. */
  countByAddressSince(ipHash: string, since: Date, tx: EntityManager): Promise<number> {
    return tx.count(Comment, { where: { ipHash, createdAt: MoreThan(since) } });
  }

  insert(fields: DeepPartial<Comment>, tx: EntityManager): Promise<Comment> {
    return tx.save(tx.create(Comment, fields));
  }

  /** The number of comments deleted (0 or 1). */
  async deleteById(id: string, tx: EntityManager): Promise<number> {
    const { affected } = await tx.delete(Comment, { id });
    return affected ?? 0;
  }
}
