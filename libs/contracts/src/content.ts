// Constants of svc-content's API that the front ends and the service both read. The requests'
// and answers' zod schemas, and the types inferred from them, are in content-schemas.ts: a module
// the browser imports values from must not build schemas (infra/test/front-end-bundles.spec.ts).
import type { Tier } from './constants.js';

/** Sorts of the blog list (docs/product/blog.md). */
/** `created` (newest first by creation, drafts included where visible) is what the admin lists use. */
export const POST_SORTS = ['newest', 'oldest', 'popular', 'created'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** Admins may list drafts too; everyone else sees published posts only. */
export const POST_STATUSES = ['published', 'draft', 'all'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** At most 50 posts per list call (docs/product/blog.md). */
export const MAX_POSTS_PER_PAGE = 50;

// ---- Subscribers ----

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed', 'all'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

// ---- Contact ----

/** docs/product/outside-services.md: without SMTP_URL a message is 'stored, not sent'. */
export const CONTACT_DELIVERIES = ['sent', 'stored, not sent', 'failed'] as const;
export type ContactDelivery = (typeof CONTACT_DELIVERIES)[number];

// ---- Support ----

/** Support response time by the caller's plan (docs/product/plans.md). */
export const SUPPORT_RESPONSE_TIMES: Record<Tier, string> = {
  free: '5-7 business days',
  plus: '1-2 business days',
  pro: '1-2 business days',
  business: '4-8 hours',
  webmaster: '1-2 hours',
  admin: '1-2 hours',
};

// ---- AI writing ----

/** Pillar 2,500–4,000 words, cluster 1,200–2,000 (docs/product/blog.md). */
export const AI_CONTENT_TYPES = ['pillar', 'cluster'] as const;
export type AiContentType = (typeof AI_CONTENT_TYPES)[number];
export const AI_ROADMAP_MODES = ['roadmap', 'random'] as const;
export type AiRoadmapMode = (typeof AI_ROADMAP_MODES)[number];
