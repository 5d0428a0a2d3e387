import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan, type DeepPartial, type EntityManager } from 'typeorm';
import { Comment } from './comment.entity.js';

/** Readers' comments on posts. */
@Injectable()
export class CommentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A post's comments, oldest first, at most `limit`. */
  findByPost(postId: string, limit: number): Promise<Comment[]> {
    return this.dataSource
      .getRepository(Comment)
      .find({ where: { postId }, order: { createdAt: 'ASC', id: 'ASC' }, take: limit });
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
  async deleteById(id: string): Promise<number> {
    const { affected } = await this.dataSource.getRepository(Comment).delete({ id });
    return affected ?? 0;
  }
}
