// API request and response types of svc-content, shared with the front ends.
import type { BlogCategory, ScheduleName, SubscriberSource, SupportPriority, Tier } from './constants.js';

/** SPEC.md §9: sorts of the blog list. */
/** `created` (newest first by creation, drafts included where visible) is what the admin lists use. */
export const POST_SORTS = ['newest', 'oldest', 'popular', 'created'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** Admins may list drafts too; everyone else sees published posts only. */
export const POST_STATUSES = ['published', 'draft', 'all'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** SPEC.md §9: at most 50 posts per list call. */
export const MAX_POSTS_PER_PAGE = 50;

/** A blog post in lists (no body). Dates are ISO 8601 strings. */
export interface BlogPostSummary {
  id: string;
  /** The canonical slug; an older slug of a renamed post answers 301 to this one. */
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: string[];
  author: string;
  /** e.g. '7 min read' (200 words a minute). */
  readTime: string;
  imageUrl: string | null;
  featured: boolean;
  views: number;
  published: boolean;
  createdAt: string;
  /** Null for drafts. */
  publishedAt: string | null;
  updatedAt: string;
}

/** A full post: `content` is sanitised HTML, safe to render as is. */
export interface BlogPost extends BlogPostSummary {
  content: string;
}

/**
 * GET /api/blog/posts query. `offset` or `page` (1-based, `page` wins); `q` is full-text over
 * title, excerpt and body; `status` other than 'published' is admin-only (403 otherwise).
 */
export interface BlogPostListQuery {
  limit?: number;
  offset?: number;
  page?: number;
  category?: string;
  q?: string;
  sort?: PostSort;
  status?: PostStatus;
}

export interface BlogPostListResponse {
  posts: BlogPostSummary[];
  /** How many posts match the filters (for Load More). */
  total: number;
}

/** GET /api/blog/categories: categories that have published posts, in canonical order (D7). */
export interface BlogCategoryCount {
  name: BlogCategory;
  count: number;
}
export interface BlogCategoriesResponse {
  categories: BlogCategoryCount[];
  /** All published posts. */
  total: number;
}

/**
 * POST /api/blog/posts (admin). Content may be fenced or a full HTML document: it is unwrapped
 * and sanitised. Slug defaults to one made from the title; excerpt to the first 50 words;
 * category to 'Payroll Tips'; author to 'TakeHome Team'; published to false (draft).
 */
export interface CreateBlogPostRequest {
  title: string;
  content: string;
  slug?: string;
  excerpt?: string;
  category?: BlogCategory;
  tags?: string[];
  author?: string;
  imageUrl?: string | null;
  featured?: boolean;
  published?: boolean;
  /** Defaults to now when a post is first published. */
  publishedAt?: string;
}

/** PUT /api/blog/posts/{id} (admin): any subset. A new title gives a new slug; the old one redirects. */
export type UpdateBlogPostRequest = Partial<CreateBlogPostRequest>;

/** SPEC.md §3 blog comment; the commenter's email is never shown publicly. */
export interface BlogComment {
  id: string;
  author: string;
  content: string;
  publishedAt: string;
}
export interface BlogCommentsResponse {
  comments: BlogComment[];
}
/** POST /api/blog/posts/{slug}/comments: plain text, tags stripped; rate limited per address (429). */
export interface CreateCommentRequest {
  name: string;
  content: string;
  email?: string;
}

/** POST /api/email/subscribe. */
export interface SubscribeRequest {
  email: string;
  firstName?: string;
  /** Default 'newsletter'. */
  source?: SubscriberSource;
}
/** 201 for a new subscriber, 200 when already subscribed (one row, kind message). */
export interface SubscribeResponse {
  success: true;
  alreadySubscribed: boolean;
  message: string;
}

export interface Subscriber {
  id: string;
  email: string;
  firstName: string | null;
  source: SubscriberSource;
  isActive: boolean;
  createdAt: string;
  /** The subscriber's personal one-click unsubscribe link. */
  unsubscribeUrl: string;
}
export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed', 'all'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** GET /api/admin/email-subscribers and …/export.csv query. */
export interface SubscriberListQuery {
  /** Matches email or first name. */
  q?: string;
  source?: SubscriberSource;
  status?: SubscriberStatus;
  limit?: number;
  offset?: number;
}
export interface SubscriberTotals {
  total: number;
  active: number;
  /** Subscribed since the first of this month (UTC). */
  thisMonth: number;
}
export interface SubscriberListResponse {
  subscribers: Subscriber[];
  /** How many match the filters. */
  total: number;
  totals: SubscriberTotals;
}
export interface UpdateSubscriberRequest {
  email?: string;
  firstName?: string | null;
  source?: SubscriberSource;
  isActive?: boolean;
}

/** POST /api/email/contact (SPEC.md §5: name ≥ 2, email, message ≥ 10). Answers `{ success: true }`. */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}
/** DECISIONS.md D9: without SMTP_URL a message is 'stored, not sent'. */
export const CONTACT_DELIVERIES = ['sent', 'stored, not sent', 'failed'] as const;
export type ContactDelivery = (typeof CONTACT_DELIVERIES)[number];
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  delivery: ContactDelivery;
  createdAt: string;
}
export interface ContactMessageListResponse {
  messages: ContactMessage[];
  total: number;
}

/** SPEC.md §6 support table: response time by the caller's plan. */
export const SUPPORT_RESPONSE_TIMES: Record<Tier, string> = {
  free: '5-7 business days',
  plus: '1-2 business days',
  pro: '1-2 business days',
  business: '4-8 hours',
  webmaster: '1-2 hours',
  admin: '1-2 hours',
};
/** POST /api/support/tickets (signed in). Priority defaults to 'normal'. */
export interface SupportTicketRequest {
  subject: string;
  message: string;
  priority?: SupportPriority;
}
export interface SupportTicketResponse {
  /** e.g. 'TH-000042'. */
  ticketId: string;
  responseTime: string;
}
export interface SupportTicket {
  ticketId: string;
  subject: string;
  message: string;
  priority: SupportPriority;
  responseTime: string;
  userEmail: string;
  tier: Tier;
  createdAt: string;
}
export interface SupportTicketListResponse {
  tickets: SupportTicket[];
  total: number;
}

/** SPEC.md §9: pillar 2,500–4,000 words, cluster 1,200–2,000. */
export const AI_CONTENT_TYPES = ['pillar', 'cluster'] as const;
export type AiContentType = (typeof AI_CONTENT_TYPES)[number];
export const AI_ROADMAP_MODES = ['roadmap', 'random'] as const;
export type AiRoadmapMode = (typeof AI_ROADMAP_MODES)[number];

/** POST /api/blog/generate-ai (admin): a roadmap article, or a custom one. */
export type GenerateAiRequest =
  | { contentType: AiContentType; roadmapMode?: AiRoadmapMode }
  | { customPrompt: string; targetKeyword: string; category?: BlogCategory };

export interface RoadmapProgress {
  covered: number;
  total: number;
}
export interface GenerateAiResponse {
  targetKeyword: string;
  wordCount: number;
  roadmapInfo: {
    /** 'roadmap' (next uncovered topic), 'random' (a random uncovered one) or 'custom'. */
    strategy: AiRoadmapMode | 'custom';
    /** Roadmap topics that have a post, after this one. */
    distribution: Record<AiContentType, RoadmapProgress>;
  };
  /** The stored draft. */
  post: BlogPost;
}

/** Generation and scheduler logs: the last N lines, oldest first. */
export interface LogLine {
  at: string;
  message: string;
}
export interface LogResponse {
  lines: LogLine[];
}

/** DECISIONS.md D8. `schedule` names the pattern when it is one of SCHEDULES. */
export interface ScheduledJob {
  id: string;
  name: string;
  cronPattern: string;
  schedule: ScheduleName | null;
  isActive: boolean;
  nextRun: string | null;
  lastRun: string | null;
  createdAt: string;
}
export interface ScheduledJobListResponse {
  jobs: ScheduledJob[];
}
/** POST /api/scheduler/jobs: `schedule` or `cronPattern` (5 or 6 fields), default TWICE_WEEKLY. */
export interface CreateScheduledJobRequest {
  name: string;
  schedule?: ScheduleName;
  cronPattern?: string;
  isActive?: boolean;
}
/** POST /api/scheduler/jobs/{id}/run: the job after the run and the log line it wrote. */
export interface ScheduledJobRunResponse {
  job: ScheduledJob;
  message: string;
}

/** Answer of deletes and other writes with nothing else to say. */
export interface SuccessResponse {
  success: true;
}
