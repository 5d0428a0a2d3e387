// zod schemas of svc-content's requests and answers (what the service validates with and /docs
// shows) and the types inferred from them (what the front ends send and read). Kept apart from
// content.ts's constants, which the browser imports.
import { z } from 'zod';
import {
  BLOG_CATEGORIES,
  SCHEDULES,
  SUBSCRIBER_SOURCES,
  SUPPORT_PRIORITIES,
  TIERS,
  type ScheduleName,
} from './constants.js';
import {
  AI_CONTENT_TYPES,
  AI_ROADMAP_MODES,
  CONTACT_DELIVERIES,
  MAX_POSTS_PER_PAGE,
  POST_SORTS,
  POST_STATUSES,
  SUBSCRIBER_STATUSES,
  type AiContentType,
  type AiRoadmapMode,
} from './content.js';

const category = z.enum(BLOG_CATEGORIES);
const isoDate = z.string();

/** An email address as people type it: trimmed and lower-cased, with the message of docs/product/copy.md when invalid. */
export const emailSchema = z.string().trim().toLowerCase().max(254).email('Please enter a valid email address.');

/** An empty query parameter (`?category=`) means "no filter". */
const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Paging of admin lists. */
export const pagingQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** `?limit=` of the log endpoints: the last N lines. */
export const logQuerySchema = (defaultLimit: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(200).default(defaultLimit) }).strict();

// ---- Posts: /api/blog/* ----

/** A blog post in lists (no body). Dates are ISO 8601 strings. */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  /** The canonical slug; an older slug of a renamed post answers 301 to this one. */
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category,
  tags: z.array(z.string()),
  author: z.string(),
  /** e.g. '7 min read' (200 words a minute). */
  readTime: z.string(),
  imageUrl: z.string().nullable(),
  featured: z.boolean(),
  views: z.number().int(),
  published: z.boolean(),
  createdAt: isoDate,
  /** Null for drafts. */
  publishedAt: isoDate.nullable(),
  updatedAt: isoDate,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A full post: `content` is sanitised HTML, safe to render as is. */
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * GET /api/blog/posts query. `offset` or `page` (1-based, `page` wins); `q` is full-text over
 * title, excerpt and body; `status` other than 'published' is admin-only (403 otherwise).
 */
export const blogPostListQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(MAX_POSTS_PER_PAGE)
      .transform((limit) => Math.min(limit, MAX_POSTS_PER_PAGE)),
    offset: optionalParam(z.coerce.number().int().min(0).max(1_000_000)),
    page: optionalParam(z.coerce.number().int().min(1).max(100_000)),
    category: optionalParam(z.string().trim().max(80)),
    q: optionalParam(z.string().trim().max(200)),
    sort: z.enum(POST_SORTS).default('newest'),
    status: z.enum(POST_STATUSES).default('published'),
  })
  .strict();
export type BlogPostListQuery = Partial<z.input<typeof blogPostListQuerySchema>>;

export const blogPostListResponseSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  /** How many posts match the filters (for Load More). */
  total: z.number().int(),
});
export type BlogPostListResponse = z.infer<typeof blogPostListResponseSchema>;

export const blogCategoryCountSchema = z.object({ name: category, count: z.number().int() });
export type BlogCategoryCount = z.infer<typeof blogCategoryCountSchema>;

/** GET /api/blog/categories: categories that have published posts, in canonical order (docs/product/blog.md). */
export const blogCategoriesResponseSchema = z.object({
  categories: z.array(blogCategoryCountSchema),
  /** All published posts. */
  total: z.number().int(),
});
export type BlogCategoriesResponse = z.infer<typeof blogCategoriesResponseSchema>;

const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/(?!\/))\S+$/i, 'must be an http(s) URL or a path on this site');

/**
 * POST /api/blog/posts (admin). Content may be fenced or a full HTML document: it is unwrapped
 * and sanitised. Slug defaults to one made from the title; excerpt to the first 50 words;
 * category to 'Payroll Tips'; author to 'TakeHome Team'; published to false (draft).
 */
export const createBlogPostRequestSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(200_000),
    slug: z.string().trim().min(1).max(120).optional(),
    excerpt: z.string().trim().max(1000).optional(),
    category: category.optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(12).optional(),
    author: z.string().trim().min(1).max(100).optional(),
    imageUrl: imageUrl.nullable().optional(),
    featured: z.boolean().optional(),
    published: z.boolean().optional(),
    /** Defaults to now when a post is first published. */
    publishedAt: z.string().datetime({ offset: true }).optional(),
  })
  .strict();
export type CreateBlogPostRequest = z.infer<typeof createBlogPostRequestSchema>;

/** PUT /api/blog/posts/{id} (admin): any subset. A new title gives a new slug; the old one redirects. */
export const updateBlogPostRequestSchema = createBlogPostRequestSchema
  .partial()
  .strict()
  .refine((dto) => Object.keys(dto).length > 0, 'Nothing to update');
export type UpdateBlogPostRequest = z.infer<typeof updateBlogPostRequestSchema>;

// ---- Comments ----

/**
 * Moderation: a new commenter's first comment is `pending` until an admin approves it; an admin may
 * `held` (hide) any comment and approve it again. Readers see `approved` comments only.
 */
export const COMMENT_STATUSES = ['pending', 'approved', 'held'] as const;
export const commentStatusSchema = z.enum(COMMENT_STATUSES);
export type CommentStatus = z.infer<typeof commentStatusSchema>;

/** A blog comment (docs/product/blog.md); the commenter's email is never shown publicly. */
export const blogCommentSchema = z.object({
  id: z.string(),
  author: z.string(),
  content: z.string(),
  publishedAt: isoDate,
  /** Told to the commenter who just posted (a pending one is not shown to others yet). */
  status: commentStatusSchema.optional(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

/** GET /api/blog/comments?status=… (admins): comments with their post, newest first. */
export const adminCommentSchema = blogCommentSchema.extend({
  status: commentStatusSchema,
  email: z.string().nullable(),
  postSlug: z.string(),
  postTitle: z.string(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;
export const adminCommentsResponseSchema = z.object({ comments: z.array(adminCommentSchema) });
export type AdminCommentsResponse = z.infer<typeof adminCommentsResponseSchema>;
export const adminCommentsQuerySchema = z.object({ status: commentStatusSchema.optional() });

/** PATCH /api/blog/comments/{id} (admins): approve or hold. */
export const moderateCommentRequestSchema = z.object({ status: z.enum(['approved', 'held']) }).strict();
export type ModerateCommentRequest = z.infer<typeof moderateCommentRequestSchema>;

export const blogCommentsResponseSchema = z.object({ comments: z.array(blogCommentSchema) });
export type BlogCommentsResponse = z.infer<typeof blogCommentsResponseSchema>;

/** POST /api/blog/posts/{slug}/comments: plain text, tags stripped; rate limited per address (429). Name and content required, email optional (docs/product/blog.md). */
export const createCommentRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80),
    content: z.string().trim().min(1, 'Comment is required').max(2000),
    email: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      emailSchema.optional(),
    ),
  })
  .strict();
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

// ---- Subscribers: /api/email/subscribe, /api/admin/email-subscribers ----

/** POST /api/email/subscribe: the email is required and trimmed (docs/product/copy.md). */
export const subscribeRequestSchema = z
  .object({
    email: emailSchema,
    firstName: z.string().trim().max(100).optional(),
    /** Default 'newsletter'. */
    source: z.enum(SUBSCRIBER_SOURCES).default('newsletter'),
  })
  .strict();
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

/** 201 for a new subscriber, 200 when already subscribed (one row, kind message). */
export const subscribeResponseSchema = z.object({
  success: z.literal(true),
  alreadySubscribed: z.boolean(),
  message: z.string(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  source: z.enum(SUBSCRIBER_SOURCES),
  isActive: z.boolean(),
  createdAt: isoDate,
  /** The subscriber's personal one-click unsubscribe link. */
  unsubscribeUrl: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** GET …/export.csv query. */
export const subscriberFilterQuerySchema = z
  .object({
    /** Matches email or first name. */
    q: z.string().trim().max(200).optional(),
    source: z.preprocess((value) => (value === '' ? undefined : value), z.enum(SUBSCRIBER_SOURCES).optional()),
    status: z.enum(SUBSCRIBER_STATUSES).default('all'),
  })
  .strict();

/** GET /api/admin/email-subscribers query. */
export const subscriberListQuerySchema = subscriberFilterQuerySchema.extend(pagingQuerySchema.shape).strict();
export type SubscriberListQuery = Partial<z.input<typeof subscriberListQuerySchema>>;

export const subscriberTotalsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  /** Subscribed since the first of this month (UTC). */
  thisMonth: z.number().int(),
});
export type SubscriberTotals = z.infer<typeof subscriberTotalsSchema>;

export const subscriberListResponseSchema = z.object({
  subscribers: z.array(subscriberSchema),
  /** How many match the filters. */
  total: z.number().int(),
  totals: subscriberTotalsSchema,
});
export type SubscriberListResponse = z.infer<typeof subscriberListResponseSchema>;

export const updateSubscriberRequestSchema = z
  .object({
    email: emailSchema.optional(),
    firstName: z.string().trim().max(100).nullable().optional(),
    source: z.enum(SUBSCRIBER_SOURCES).optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((dto) => Object.keys(dto).length > 0, 'Nothing to update');
export type UpdateSubscriberRequest = z.infer<typeof updateSubscriberRequestSchema>;

// ---- Contact: /api/email/contact, /api/admin/contact-messages ----

/** POST /api/email/contact (docs/product/copy.md: name ≥ 2, email, message ≥ 10). Answers `{ success: true }`. */
export const contactRequestSchema = z
  .object({
    name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100),
    email: emailSchema,
    message: z.string().trim().min(10, 'Message must be at least 10 characters').max(5000),
  })
  .strict();
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  delivery: z.enum(CONTACT_DELIVERIES),
  createdAt: isoDate,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageListResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.number().int(),
});
export type ContactMessageListResponse = z.infer<typeof contactMessageListResponseSchema>;

// ---- Support: /api/support/tickets, /api/admin/support-tickets ----

/** POST /api/support/tickets (signed in; subject and message must not be empty, docs/product/copy.md). Priority defaults to 'normal'. */
export const supportTicketRequestSchema = z
  .object({
    subject: z.string().trim().min(1, 'Subject is required').max(200),
    message: z.string().trim().min(1, 'Message is required').max(5000),
    priority: z.enum(SUPPORT_PRIORITIES).default('normal'),
  })
  .strict();
export type SupportTicketRequest = z.input<typeof supportTicketRequestSchema>;

export const supportTicketResponseSchema = z.object({
  /** e.g. 'TH-000042'. */
  ticketId: z.string(),
  responseTime: z.string(),
});
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;

export const supportTicketSchema = z.object({
  ticketId: z.string(),
  subject: z.string(),
  message: z.string(),
  priority: z.enum(SUPPORT_PRIORITIES),
  responseTime: z.string(),
  userEmail: z.string(),
  tier: z.enum(TIERS),
  createdAt: isoDate,
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketListResponseSchema = z.object({
  tickets: z.array(supportTicketSchema),
  total: z.number().int(),
});
export type SupportTicketListResponse = z.infer<typeof supportTicketListResponseSchema>;

// ---- AI writing: /api/blog/generate-ai ----

/** What to write: the next roadmap topic (of a type, or of any type), or an editor's custom brief. */
export type GenerationRequest =
  | { strategy: AiRoadmapMode; contentType?: AiContentType }
  | { strategy: 'custom'; customPrompt: string; targetKeyword: string; category?: (typeof BLOG_CATEGORIES)[number] };

/**
 * POST /api/blog/generate-ai (admin, docs/product/blog.md): `{ contentType, roadmapMode }` or
 * `{ customPrompt, targetKeyword }`; §5: a custom article needs both the prompt and the keyword.
 */
export const generateAiRequestSchema = z
  .object({
    contentType: z.enum(AI_CONTENT_TYPES).optional(),
    roadmapMode: z.enum(AI_ROADMAP_MODES).optional(),
    customPrompt: z.string().trim().max(4000).optional(),
    targetKeyword: z.string().trim().max(200).optional(),
    category: category.optional(),
  })
  .strict()
  .transform((body, ctx): GenerationRequest => {
    if (body.customPrompt !== undefined || body.targetKeyword !== undefined) {
      if (!body.customPrompt || !body.targetKeyword) {
        ctx.addIssue({ code: 'custom', message: 'A custom article needs both customPrompt and targetKeyword' });
        return z.NEVER;
      }
      return {
        strategy: 'custom',
        customPrompt: body.customPrompt,
        targetKeyword: body.targetKeyword,
        category: body.category,
      };
    }
    if (!body.contentType) {
      ctx.addIssue({
        code: 'custom',
        message: 'contentType (pillar or cluster) is required, or customPrompt and targetKeyword',
      });
      return z.NEVER;
    }
    return { strategy: body.roadmapMode ?? 'roadmap', contentType: body.contentType };
  });
/** What the browser sends: a roadmap article, or a custom one. */
export type GenerateAiRequest =
  | { contentType: AiContentType; roadmapMode?: AiRoadmapMode }
  | { customPrompt: string; targetKeyword: string; category?: (typeof BLOG_CATEGORIES)[number] };

export const roadmapProgressSchema = z.object({ covered: z.number().int(), total: z.number().int() });
export type RoadmapProgress = z.infer<typeof roadmapProgressSchema>;

export const generateAiResponseSchema = z.object({
  targetKeyword: z.string(),
  wordCount: z.number().int(),
  roadmapInfo: z.object({
    /** 'roadmap' (next uncovered topic), 'random' (a random uncovered one) or 'custom'. */
    strategy: z.enum([...AI_ROADMAP_MODES, 'custom']),
    /** Roadmap topics that have a post, after this one. */
    distribution: z.record(z.enum(AI_CONTENT_TYPES), roadmapProgressSchema),
  }),
  /** The stored draft. */
  post: blogPostSchema,
});
export type GenerateAiResponse = z.infer<typeof generateAiResponseSchema>;

/** Generation and scheduler logs: the last N lines, oldest first. */
export const logLineSchema = z.object({ at: isoDate, message: z.string() });
export type LogLine = z.infer<typeof logLineSchema>;
export const logResponseSchema = z.object({ lines: z.array(logLineSchema) });
export type LogResponse = z.infer<typeof logResponseSchema>;

// ---- Schedules: /api/scheduler/* ----

const scheduleNames = Object.keys(SCHEDULES) as [ScheduleName, ...ScheduleName[]];

/** docs/product/schedules.md. `schedule` names the pattern when it is one of SCHEDULES. */
export const scheduledJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  cronPattern: z.string(),
  schedule: z.enum(scheduleNames).nullable(),
  isActive: z.boolean(),
  nextRun: isoDate.nullable(),
  lastRun: isoDate.nullable(),
  createdAt: isoDate,
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const scheduledJobListResponseSchema = z.object({ jobs: z.array(scheduledJobSchema) });
export type ScheduledJobListResponse = z.infer<typeof scheduledJobListResponseSchema>;

/**
 * POST /api/scheduler/jobs: `schedule` or `cronPattern` (5 or 6 fields; a schedule name is also
 * accepted as the pattern), default TWICE_WEEKLY. svc-content checks the pattern itself.
 */
export const createScheduledJobRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100),
    schedule: z.enum(scheduleNames).optional(),
    cronPattern: z.string().trim().max(100).optional(),
    isActive: z.boolean().default(true),
  })
  .strict();
export type CreateScheduledJobRequest = z.input<typeof createScheduledJobRequestSchema>;

/** POST /api/scheduler/jobs/{id}/run: the job after the run and the log line it wrote. */
export const scheduledJobRunResponseSchema = z.object({ job: scheduledJobSchema, message: z.string() });
export type ScheduledJobRunResponse = z.infer<typeof scheduledJobRunResponseSchema>;

/** Answer of deletes and other writes with nothing else to say. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
