import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
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
import { assertAdmin, Clock, isAdmin, OutboxService, recordIdempotentAnswer, type AuthUser } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { excerptOf, plainText, readTimeOf, sanitizePostHtml, slugify, textOnly } from '../common/html.js';
import type { Post } from './post.entity.js';
import { toBlogCategories, toFeedPost, toPost, toPostSummary, type FeedPost } from './post.mapper.js';
import { PostsRepository } from './posts.repository.js';
import type { SeedArticle } from './seed-articles.js';
import type { CreatePostDto, ListPostsQuery, UpdatePostDto } from './posts.dto.js';

const DEFAULT_AUTHOR = 'TakeHome Team';

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

function isVisible(post: Post, now: Date): boolean {
  return post.published && post.publishedAt !== null && post.publishedAt <= now;
}

function isBlogCategory(category: string): category is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(category);
}

function cleanTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => plainText(tag)).filter(Boolean))];
}

/** What a post's change means to a reader, for `post.changed`. */
function changeOf(before: boolean, post: Post): 'published' | 'updated' | 'withdrawn' {
  if (!post.published) return before ? 'withdrawn' : 'updated';
  return before ? 'updated' : 'published';
}

@Injectable()
export class PostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  /**
   * `post.changed`, in the transaction of the change: the render server renders again the pages that show
   * the post (a draft nobody sees changes nothing there, so it says nothing).
   */
  private async announce(tx: EntityManager, post: Post, change: 'published' | 'updated' | 'withdrawn' | 'deleted') {
    if (change === 'updated' && !post.published) return;
    await this.outbox.emit(tx, 'post.changed', {
      postId: post.id,
      slug: post.slug,
      change,
      visibleFrom: change !== 'deleted' && post.published && post.publishedAt ? post.publishedAt.toISOString() : null,
    });
  }

  /** Anyone may list published posts; drafts and "all" are for admins (403 otherwise, even anonymous). */
  async list(auth: AuthUser | undefined, query: ListPostsQuery): Promise<BlogPostListResponse> {
    if (query.status !== 'published' && !isAdmin(auth)) throw new ForbiddenException('Admin access required');
    const offset = query.page ? (query.page - 1) * query.limit : (query.offset ?? 0);
    const [posts, total] = await this.posts.findSummaries({ ...query, offset });
    return { posts: posts.map(toPostSummary), total };
  }

  /** Categories with published posts and their counts, in the canonical order (docs/product/blog.md). */
  async categories(): Promise<BlogCategoriesResponse> {
    return toBlogCategories(await this.posts.countVisibleByCategory());
  }

  async latest(): Promise<BlogPostSummary> {
    const post = await this.posts.findLatestVisible();
    if (!post) throw new NotFoundException('No published posts yet');
    return toPostSummary(post);
  }

  /** A reader's visit counts a view; an admin's preview (drafts included) and the prerenderer's do not. */
  async bySlug(auth: AuthUser | undefined, slug: string, countView = true): Promise<SlugLookup> {
    const post = await this.posts.findBySlug(slug);
    if (!post) {
      const renamed = await this.posts.findByFormerSlug(slug);
      if (renamed && (isVisible(renamed, this.clock.now()) || isAdmin(auth))) return { redirectTo: renamed.slug };
      throw new NotFoundException('Post not found');
    }
    if (isAdmin(auth)) return { post: toPost(post) };
    if (!isVisible(post, this.clock.now())) throw new NotFoundException('Post not found');
    if (!countView) return { post: toPost(post) };
    const views = await this.posts.incrementViews(post.id);
    return { post: toPost({ ...post, views: views ?? post.views + 1 }) };
  }

  /** The post a reader may see under this slug or one of its former slugs (admins: any post); 404 otherwise. */
  async visibleBySlug(auth: AuthUser | undefined, slug: string): Promise<Post> {
    const post = (await this.posts.findBySlug(slug)) ?? (await this.posts.findByFormerSlug(slug));
    if (!post || !(isVisible(post, this.clock.now()) || isAdmin(auth))) throw new NotFoundException('Post not found');
    return post;
  }

  async create(auth: AuthUser, dto: CreatePostDto): Promise<BlogPost> {
    assertAdmin(auth);
    return this.insert({ ...dto, publishedAt: dto.publishedAt ? new Date(dto.publishedAt) : undefined }, (post) => post);
  }

  /**
   * An AI-written draft, stored unpublished for an admin to review (the AI writer's, for the system);
   * `answerOf` makes the request's answer from it, stored with its idempotency key in the transaction.
   */
  async createDraft(draft: DraftPost, answerOf?: (post: BlogPost) => unknown): Promise<BlogPost> {
    return this.insert({ ...draft, published: false }, answerOf);
  }

  async update(auth: AuthUser, id: string, dto: UpdatePostDto): Promise<BlogPost> {
    assertAdmin(auth);
    return this.posts.transaction(async (tx) => {
      const post = await this.posts.findByIdForUpdate(id, tx);
      if (!post) throw new NotFoundException('Post not found');
      const wasPublished = post.published;
      const wantsNewSlug =
        dto.slug !== undefined ? slugify(dto.slug) !== post.slug : dto.title !== undefined && dto.title !== post.title;
      if (wantsNewSlug)
        await this.moveSlug(tx, post, await this.allocateSlug(tx, dto.slug, dto.title ?? post.title, post.id));
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
            : (post.publishedAt ?? this.clock.now())
          : null;
      }
      post.updatedAt = this.clock.now();
      const saved = await this.posts.save(post, tx);
      await this.announce(tx, saved, changeOf(wasPublished, saved));
      const answer = toPost(saved);
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
  }

  async remove(auth: AuthUser, id: string): Promise<SuccessResponse> {
    assertAdmin(auth);
    return this.posts.transaction(async (tx) => {
      const post = await this.posts.findByIdForUpdate(id, tx);
      if (!post) throw new NotFoundException('Post not found');
      await this.posts.deleteById(id, tx);
      if (post.published) await this.announce(tx, post, 'deleted');
      const answer: SuccessResponse = { success: true };
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
  }

  /** The target keywords that already have a post (the AI roadmap's covered topics). */
  async coveredKeywords(): Promise<Set<string>> {
    return new Set(await this.posts.findTargetKeywords());
  }

  /** Published posts for the sitemap and RSS feed, newest first. */
  async publishedForFeeds(limit: number): Promise<FeedPost[]> {
    return (await this.posts.findVisibleForFeeds(limit)).map(toFeedPost);
  }

  /** Fills an empty blog with the seed articles, once, even when replicas start together. */
  async seedIfEmpty(articles: readonly SeedArticle[]): Promise<number> {
    return this.posts.transaction(async (tx) => {
      await this.posts.lockSlugs(tx);
      if ((await this.posts.count(tx)) > 0) return 0;
      for (const article of articles) {
        await this.insertWith(tx, {
          ...article,
          category: isBlogCategory(article.category) ? article.category : DEFAULT_BLOG_CATEGORY,
          published: true,
          publishedAt: new Date(article.publishedAt),
        });
      }
      return articles.length;
    });
  }

  /** `answerOf` makes the request's answer from the post, stored with its idempotency key in the transaction. */
  private async insert(fields: NewPost, answerOf?: (post: BlogPost) => unknown): Promise<BlogPost> {
    return this.posts.transaction(async (tx) => {
      const post = await this.insertWith(tx, fields);
      if (post.published) await this.announce(tx, post, 'published');
      const created = toPost(post);
      if (answerOf) await recordIdempotentAnswer(tx, answerOf(created));
      return created;
    });
  }

  private async insertWith(tx: EntityManager, fields: NewPost): Promise<Post> {
    const content = this.sanitisedBody(fields.content);
    const published = fields.published ?? false;
    return this.posts.insert(
      {
        slug: await this.allocateSlug(tx, fields.slug, fields.title, null),
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
        publishedAt: published ? (fields.publishedAt ?? this.clock.now()) : null,
        targetKeyword: fields.targetKeyword ?? null,
      },
      tx,
    );
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
    tx: EntityManager,
    wanted: string | undefined,
    title: string,
    ownId: string | null,
  ): Promise<string> {
    await this.posts.lockSlugs(tx);
    if (wanted !== undefined) {
      const slug = slugify(wanted);
      if (await this.posts.isSlugTaken(slug, ownId, tx))
        throw new ConflictException('This slug is already used by another post.');
      return slug;
    }
    const base = slugify(title);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await this.posts.isSlugTaken(candidate, ownId, tx))) return candidate;
    }
  }

  /** The old slug keeps pointing at the post; a post may take back one of its own old slugs (docs/product/blog.md). */
  private async moveSlug(tx: EntityManager, post: Post, slug: string): Promise<void> {
    if (slug === post.slug) return;
    await this.posts.deleteFormerSlug(slug, tx);
    await this.posts.insertFormerSlug(post.slug, post.id, tx);
    post.slug = slug;
  }
}
