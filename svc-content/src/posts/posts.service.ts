import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BLOG_CATEGORIES,
  DEFAULT_BLOG_CATEGORY,
  type BlogCategoriesResponse,
  type BlogCategory,
  type BlogPost,
  type BlogPostListResponse,
  type BlogPostSummary,
  type CreateBlogPostRequest,
  type SuccessResponse,
} from '@takehome/contracts';
import { isAdmin, tableOf, type AuthUser } from '@takehome/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { excerptOf, plainText, readTimeOf, sanitizePostHtml, slugify, textOnly } from '../common/html.js';
import { Post } from './post.entity.js';
import { toPost, toPostSummary } from './post.mapper.js';
import { PostSlug } from './post-slug.entity.js';
import type { SeedArticle } from './seed-articles.js';
import type { CreatePostDto, ListPostsQuery, UpdatePostDto } from './posts.dto.js';

const DEFAULT_AUTHOR = 'TakeHome Team';

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

/** A new post's fields, validated; the admin editor, the seeder and the AI writer all make posts from it. */
interface NewPost extends Omit<CreateBlogPostRequest, 'publishedAt'> {
  publishedAt?: Date;
  targetKeyword?: string;
}

/** What the AI writer hands over: always a draft, tied to the topic it was written for. */
export interface DraftPost {
  title: string;
  content: string;
  excerpt?: string;
  category: BlogCategory;
  tags: string[];
  targetKeyword: string;
}

/** GET by slug finds the post, or the current slug of a post that was renamed. */
export type SlugLookup = { post: BlogPost } | { redirectTo: string };

function isVisible(post: Post): boolean {
  return post.published && post.publishedAt !== null && post.publishedAt <= new Date();
}

function isBlogCategory(category: string): category is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(category);
}

function cleanTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => plainText(tag)).filter(Boolean))];
}

@Injectable()
export class PostsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(user: AuthUser | undefined, query: ListPostsQuery): Promise<BlogPostListResponse> {
    if (query.status !== 'published' && !isAdmin(user)) throw new ForbiddenException('Admin access required');
    const offset = query.page ? (query.page - 1) * query.limit : (query.offset ?? 0);
    const qb = this.dataSource.getRepository(Post).createQueryBuilder('p').select(SUMMARY_COLUMNS).where('true');
    if (query.status === 'published') qb.andWhere(VISIBLE);
    if (query.status === 'draft') qb.andWhere(`NOT (${VISIBLE})`);
    if (query.category) qb.andWhere('p.category = :category', { category: query.category });
    if (query.q) qb.andWhere(`p.search @@ websearch_to_tsquery('english', :q)`, { q: query.q });
    if (query.sort === 'created') qb.orderBy('p.createdAt', 'DESC');
    else if (query.sort === 'popular') qb.orderBy('p.views', 'DESC').addOrderBy('p.publishedAt', 'DESC', 'NULLS LAST');
    else qb.orderBy('p.publishedAt', query.sort === 'oldest' ? 'ASC' : 'DESC', 'NULLS LAST');
    qb.addOrderBy('p.createdAt', query.sort === 'oldest' ? 'ASC' : 'DESC').addOrderBy('p.id', 'ASC');
    const [posts, total] = await qb.offset(offset).limit(query.limit).getManyAndCount();
    return { posts: posts.map(toPostSummary), total };
  }

  /** D7: categories with published posts and their counts, in the canonical order. */
  async categories(): Promise<BlogCategoriesResponse> {
    const rows: Array<{ category: string; count: number }> = await this.dataSource
      .getRepository(Post)
      .createQueryBuilder('p')
      .select('p.category', 'category')
      .addSelect('count(*)::int', 'count')
      .where(VISIBLE)
      .groupBy('p.category')
      .getRawMany();
    const counts = new Map(rows.map((row) => [row.category, row.count]));
    const categories = BLOG_CATEGORIES.filter((name) => counts.has(name)).map((name) => ({
      name,
      count: counts.get(name)!,
    }));
    return { categories, total: rows.reduce((sum, row) => sum + row.count, 0) };
  }

  async latest(): Promise<BlogPostSummary> {
    const post = await this.dataSource
      .getRepository(Post)
      .createQueryBuilder('p')
      .select(SUMMARY_COLUMNS)
      .where(VISIBLE)
      .orderBy('p.publishedAt', 'DESC')
      .addOrderBy('p.id', 'ASC')
      .getOne();
    if (!post) throw new NotFoundException('No published posts yet');
    return toPostSummary(post);
  }

  /** A reader's visit counts a view; an admin's preview (drafts included) and the prerenderer's do not. */
  async bySlug(user: AuthUser | undefined, slug: string, countView = true): Promise<SlugLookup> {
    const post = await this.dataSource.getRepository(Post).findOneBy({ slug });
    if (!post) {
      const renamed = await this.renamedPost(slug);
      if (renamed && (isVisible(renamed) || isAdmin(user))) return { redirectTo: renamed.slug };
      throw new NotFoundException('Post not found');
    }
    if (isAdmin(user)) return { post: toPost(post) };
    if (!isVisible(post)) throw new NotFoundException('Post not found');
    if (!countView) return { post: toPost(post) };
    const counted = await this.dataSource
      .createQueryBuilder()
      .update(Post)
      .set({ views: () => 'views + 1' })
      .where('id = :id', { id: post.id })
      .returning(['views'])
      .execute();
    const [row] = counted.raw as Array<{ views: number }>;
    return { post: toPost({ ...post, views: row?.views ?? post.views + 1 }) };
  }

  /** The post a reader may see under this slug or one of its former slugs; 404 otherwise. */
  async visibleBySlug(user: AuthUser | undefined, slug: string): Promise<Post> {
    const post = (await this.dataSource.getRepository(Post).findOneBy({ slug })) ?? (await this.renamedPost(slug));
    if (!post || !(isVisible(post) || isAdmin(user))) throw new NotFoundException('Post not found');
    return post;
  }

  async create(dto: CreatePostDto): Promise<BlogPost> {
    return this.insert({ ...dto, publishedAt: dto.publishedAt ? new Date(dto.publishedAt) : undefined });
  }

  /** An AI-written draft, stored unpublished for an admin to review. */
  async createDraft(draft: DraftPost): Promise<BlogPost> {
    return this.insert({ ...draft, published: false });
  }

  async update(id: string, dto: UpdatePostDto): Promise<BlogPost> {
    return this.dataSource.transaction(async (manager) => {
      const post = await manager.findOne(Post, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!post) throw new NotFoundException('Post not found');
      const wantsNewSlug =
        dto.slug !== undefined ? slugify(dto.slug) !== post.slug : dto.title !== undefined && dto.title !== post.title;
      if (wantsNewSlug)
        await this.moveSlug(
          manager,
          post,
          await this.allocateSlug(manager, dto.slug, dto.title ?? post.title, post.id),
        );
      if (dto.title !== undefined) post.title = dto.title;
      if (dto.content !== undefined) {
        post.content = this.sanitisedBody(dto.content);
        post.readTime = readTimeOf(post.content);
      }
      if (dto.excerpt !== undefined) post.excerpt = plainText(dto.excerpt) || excerptOf(post.content);
      if (dto.category !== undefined) post.category = dto.category;
      if (dto.tags !== undefined) post.tags = cleanTags(dto.tags);
      if (dto.author !== undefined) post.author = dto.author;
      if (dto.imageUrl !== undefined) post.imageUrl = dto.imageUrl;
      if (dto.featured !== undefined) post.featured = dto.featured;
      if (dto.published !== undefined || dto.publishedAt !== undefined) {
        post.published = dto.published ?? post.published;
        post.publishedAt = post.published
          ? dto.publishedAt
            ? new Date(dto.publishedAt)
            : (post.publishedAt ?? new Date())
          : null;
      }
      post.updatedAt = new Date();
      return toPost(await manager.save(post));
    });
  }

  async remove(id: string): Promise<SuccessResponse> {
    const { affected } = await this.dataSource.getRepository(Post).delete({ id });
    if (!affected) throw new NotFoundException('Post not found');
    return { success: true };
  }

  /** The target keywords that already have a post (the AI roadmap's covered topics). */
  async coveredKeywords(): Promise<Set<string>> {
    const rows: Array<{ keyword: string }> = await this.dataSource
      .getRepository(Post)
      .createQueryBuilder('p')
      .select('DISTINCT p.targetKeyword', 'keyword')
      .where('p.targetKeyword IS NOT NULL')
      .getRawMany();
    return new Set(rows.map((row) => row.keyword));
  }

  /** Published posts for the sitemap and RSS feed, newest first. */
  async publishedForFeeds(limit: number): Promise<Post[]> {
    return this.dataSource
      .getRepository(Post)
      .createQueryBuilder('p')
      .select([...SUMMARY_COLUMNS, 'p.updatedAt'])
      .where(VISIBLE)
      .orderBy('p.publishedAt', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** Fills an empty blog with the seed articles, once, even when replicas start together. */
  async seedIfEmpty(articles: readonly SeedArticle[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SLUG_LOCK]);
      if ((await manager.count(Post)) > 0) return 0;
      for (const article of articles) {
        await this.insertWith(manager, {
          ...article,
          category: isBlogCategory(article.category) ? article.category : DEFAULT_BLOG_CATEGORY,
          published: true,
          publishedAt: new Date(article.publishedAt),
        });
      }
      return articles.length;
    });
  }

  private async insert(fields: NewPost): Promise<BlogPost> {
    return toPost(await this.dataSource.transaction((manager) => this.insertWith(manager, fields)));
  }

  private async insertWith(manager: EntityManager, fields: NewPost): Promise<Post> {
    const content = this.sanitisedBody(fields.content);
    const published = fields.published ?? false;
    const post = manager.create(Post, {
      slug: await this.allocateSlug(manager, fields.slug, fields.title, null),
      title: fields.title,
      content,
      excerpt: (fields.excerpt && plainText(fields.excerpt)) || excerptOf(content),
      category: fields.category ?? DEFAULT_BLOG_CATEGORY,
      tags: cleanTags(fields.tags ?? []),
      author: fields.author ?? DEFAULT_AUTHOR,
      readTime: readTimeOf(content),
      imageUrl: fields.imageUrl ?? null,
      featured: fields.featured ?? false,
      published,
      publishedAt: published ? (fields.publishedAt ?? new Date()) : null,
      targetKeyword: fields.targetKeyword ?? null,
    });
    return manager.save(post);
  }

  private sanitisedBody(raw: string): string {
    const content = sanitizePostHtml(raw);
    if (!textOnly(content).trim() && !content.includes('<img'))
      throw new BadRequestException('content: nothing is left after removing unsafe HTML');
    return content;
  }

  /**
   * A free slug: the one asked for (409 when another post holds it, now or formerly), else one
   * made from the title with -2, -3… appended until free. Runs under the slug lock.
   */
  private async allocateSlug(
    manager: EntityManager,
    wanted: string | undefined,
    title: string,
    ownId: string | null,
  ): Promise<string> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SLUG_LOCK]);
    if (wanted !== undefined) {
      const slug = slugify(wanted);
      if (await this.slugTaken(manager, slug, ownId))
        throw new ConflictException('This slug is already used by another post.');
      return slug;
    }
    const base = slugify(title);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await this.slugTaken(manager, candidate, ownId))) return candidate;
    }
  }

  private async slugTaken(manager: EntityManager, slug: string, ownId: string | null): Promise<boolean> {
    const posts = tableOf(this.dataSource, 'posts');
    const former = tableOf(this.dataSource, 'post_slugs');
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM ${posts} WHERE slug = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)
       UNION ALL
       SELECT 1 FROM ${former} WHERE slug = $1 AND ($2::uuid IS NULL OR post_id <> $2::uuid)
       LIMIT 1`,
      [slug, ownId],
    );
    return rows.length > 0;
  }

  /** D7: the old slug keeps pointing at the post; a post may take back one of its own old slugs. */
  private async moveSlug(manager: EntityManager, post: Post, slug: string): Promise<void> {
    if (slug === post.slug) return;
    await manager.delete(PostSlug, { slug });
    await manager.insert(PostSlug, { slug: post.slug, postId: post.id });
    post.slug = slug;
  }

  private async renamedPost(slug: string): Promise<Post | null> {
    const former = await this.dataSource.getRepository(PostSlug).findOneBy({ slug });
    return former ? this.dataSource.getRepository(Post).findOneBy({ id: former.postId }) : null;
  }
}
