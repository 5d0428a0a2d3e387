import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { tableOf } from '@takehome/service-kit';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { Post } from './post.entity.js';
import type { ListPostsQuery } from './posts.dto.js';
import { PostSlug } from './post-slug.entity.js';

/** Serialises slug choices (and seeding) across requests and replicas. */
const SLUG_LOCK = 'content.post-slugs';

/** A post readers may see: published, and not dated in the future. */
const VISIBLE = 'p.published AND p.publishedAt <= now()';

/** Every column but the body: lists never carry it. */
const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'tags',
  'author',
  'readTime',
  'imageUrl',
  'featured',
  'views',
  'published',
  'publishedAt',
  'createdAt',
  'updatedAt',
].map((column) => `p.${column}`);

/** Which posts a list shows, in which order, and which page of them. */
export type PostListFilter = Pick<ListPostsQuery, 'status' | 'category' | 'q' | 'sort' | 'limit'> & { offset: number };

/** The posts and their former slugs (post_slugs), which redirect to the post's current slug (docs/product/blog.md). */
@Injectable()
export class PostsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A page of post summaries (no body) and the number of posts the filter matches. */
  findSummaries(filter: PostListFilter): Promise<[Post[], number]> {
    const qb = this.posts().createQueryBuilder('p').select(SUMMARY_COLUMNS).where('true');
    if (filter.status === 'published') qb.andWhere(VISIBLE);
    if (filter.status === 'draft') qb.andWhere(`NOT (${VISIBLE})`);
    if (filter.category) qb.andWhere('p.category = :category', { category: filter.category });
    // Full-text search over title, excerpt and body (the generated `search` column).
    if (filter.q) qb.andWhere(`p.search @@ websearch_to_tsquery('english', :q)`, { q: filter.q });
    if (filter.sort === 'created') qb.orderBy('p.createdAt', 'DESC');
    else if (filter.sort === 'popular') qb.orderBy('p.views', 'DESC').addOrderBy('p.publishedAt', 'DESC', 'NULLS LAST');
    else qb.orderBy('p.publishedAt', filter.sort === 'oldest' ? 'ASC' : 'DESC', 'NULLS LAST');
    qb.addOrderBy('p.createdAt', filter.sort === 'oldest' ? 'ASC' : 'DESC').addOrderBy('p.id', 'ASC');
    return qb.offset(filter.offset).limit(filter.limit).getManyAndCount();
  }

  /** Visible posts per category (a rollup). */
  countVisibleByCategory(): Promise<Array<{ category: string; count: number }>> {
    return this.posts()
      .createQueryBuilder('p')
      .select('p.category', 'category')
      .addSelect('count(*)::int', 'count')
      .where(VISIBLE)
      .groupBy('p.category')
      .getRawMany();
  }

  /** The most recently published visible post, as a summary. */
  findLatestVisible(): Promise<Post | null> {
    return this.posts()
      .createQueryBuilder('p')
      .select(SUMMARY_COLUMNS)
      .where(VISIBLE)
      .orderBy('p.publishedAt', 'DESC')
      .addOrderBy('p.id', 'ASC')
      .getOne();
  }

  /** Visible posts for the sitemap and RSS feed, newest first. */
  findVisibleForFeeds(limit: number): Promise<Post[]> {
    return this.posts()
      .createQueryBuilder('p')
      .select([...SUMMARY_COLUMNS, 'p.updatedAt'])
      .where(VISIBLE)
      .orderBy('p.publishedAt', 'DESC')
      .limit(limit)
      .getMany();
  }

  findBySlug(slug: string): Promise<Post | null> {
    return this.posts().findOneBy({ slug });
  }

  /** The post that formerly had this slug, if any. */
  async findByFormerSlug(slug: string): Promise<Post | null> {
    const former = await this.dataSource.getRepository(PostSlug).findOneBy({ slug });
    return former ? this.posts().findOneBy({ id: former.postId }) : null;
  }

  /** Counts a view in the database itself; the new count, or undefined when the post is gone. */
  async incrementViews(id: string): Promise<number | undefined> {
    const counted = await this.dataSource
      .createQueryBuilder()
      .update(Post)
      .set({ views: () => 'views + 1' })
      .where('id = :id', { id })
      .returning(['views'])
      .execute();
    const [row] = counted.raw as Array<{ views: number }>;
    return row?.views;
  }

  /** The post, row-locked until the transaction ends. */
  findByIdForUpdate(id: string, tx: EntityManager): Promise<Post | null> {
    return tx.findOne(Post, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(fields: DeepPartial<Post>, tx: EntityManager): Promise<Post> {
    return tx.save(tx.create(Post, fields));
  }

  save(post: Post, tx: EntityManager): Promise<Post> {
    return tx.save(post);
  }

  /** The number of posts deleted (0 or 1). */
  async deleteById(id: string, tx?: EntityManager): Promise<number> {
    const { affected } = await (tx ? tx.getRepository(Post) : this.posts()).delete({ id });
    return affected ?? 0;
  }

  count(tx: EntityManager): Promise<number> {
    return tx.count(Post);
  }

  /** The target keywords that already have a post. */
  async findTargetKeywords(): Promise<string[]> {
    const rows: Array<{ keyword: string }> = await this.posts()
      .createQueryBuilder('p')
      .select('DISTINCT p.targetKeyword', 'keyword')
      .where('p.targetKeyword IS NOT NULL')
      .getRawMany();
    return rows.map((row) => row.keyword);
  }

  /** Takes the slug lock until the transaction ends (raw: an advisory lock has no TypeORM form). */
  async lockSlugs(tx: EntityManager): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SLUG_LOCK]);
  }

  /**
   * Whether another post holds the slug, now or formerly (raw: one round trip over both tables).
   * `ownId` is the post asking, whose own slugs do not count.
   */
  async isSlugTaken(slug: string, ownId: string | null, tx: EntityManager): Promise<boolean> {
    const posts = tableOf(this.dataSource, 'posts');
    const former = tableOf(this.dataSource, 'post_slugs');
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM ${posts} WHERE slug = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)
       UNION ALL
       SELECT 1 FROM ${former} WHERE slug = $1 AND ($2::uuid IS NULL OR post_id <> $2::uuid)
       LIMIT 1`,
      [slug, ownId],
    );
    return rows.length > 0;
  }

  async deleteFormerSlug(slug: string, tx: EntityManager): Promise<void> {
    await tx.delete(PostSlug, { slug });
  }

  async insertFormerSlug(slug: string, postId: string, tx: EntityManager): Promise<void> {
    await tx.insert(PostSlug, { slug, postId });
  }

  private posts() {
    return this.dataSource.getRepository(Post);
  }
}
