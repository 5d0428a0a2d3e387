import { z } from 'zod';
import { TIERS, SUBSCRIBER_SOURCES } from './constants.js';

const isoDate = z.string().datetime({ offset: true });
const tier = z.enum(TIERS);

const funnelEvent = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/),
  sessionId: z.string().min(1).max(128),
  userId: z.string().uuid().nullable(),
  at: isoDate,
  props: z.record(z.string(), z.union([z.string().max(512), z.number(), z.boolean(), z.null()])),
});

/**
 * One typed map from NATS subject to payload schema: publishers and consumers both read it,
 * so renaming an event or changing its payload is a compile error everywhere.
 */
export const EVENT_SCHEMAS = {
  'calculation.recorded': z.object({
    userId: z.string().uuid().nullable(),
    sessionId: z.string().min(1).max(128),
    userType: z.enum(['user', 'non-user']),
    calculationType: z.literal('paycheck'),
    userAgent: z.string().max(512).nullable(),
  }),
  /** Version 2 added `taxMode` (W-4 mode saves); see EVENT_HISTORY for version 1. */
  'calculation.saved': z.object({
    userId: z.string().uuid(),
    calculationId: z.string().uuid(),
    grossPay: z.number(),
    netPay: z.number(),
    leftOver: z.number(),
    calculationDate: isoDate,
    taxMode: z.enum(['flat', 'w4']),
  }),
  'user.registered': z.object({
    userId: z.string().uuid(),
    email: z.string().email(),
    displayName: z.string(),
    tier,
  }),
  'user.upgraded': z.object({
    userId: z.string().uuid(),
    previousTier: tier,
    tier,
    calculationsLimit: z.number().int().nullable(),
    expiresAt: isoDate.nullable(),
  }),
  'subscriber.created': z.object({
    subscriberId: z.string().uuid(),
    email: z.string().email(),
    source: z.enum(SUBSCRIBER_SOURCES),
  }),
  /**
   * A post was published, edited, withdrawn or deleted: the pages that show it are rendered again (the
   * render server). `visibleFrom`: when readers see it (a publication date ahead is a page to render then);
   * null while it is unpublished or gone.
   */
  'post.changed': z.object({
    postId: z.string().uuid(),
    slug: z.string().min(1),
    change: z.enum(['published', 'updated', 'withdrawn', 'deleted']),
    visibleFrom: isoDate.nullable(),
  }),
  /**
   * One browser funnel or A/B event; the subject is `funnel.<name>`. svc-analytics published one per
   * accepted browser event until it published `funnel_batch.accepted` instead, and still consumes them.
   */
  'funnel.*': funnelEvent,
  /**
   * Browser funnel events as svc-analytics accepted them (`POST /api/analytics/events`): one message for
   * one browser batch, or for several batches accepted together (a message per event would cap
   * ingest at the broker's message rate). Each event is a `funnel.*` payload (its user is the token's
   * subject of the request it came in) with an id of its own, which names its raw row. Its own subject
   * root, so no consumer of `funnel.>` ever receives it.
   */
  'funnel_batch.accepted': z.object({
    events: z.array(funnelEvent.extend({ id: z.string().uuid() })).min(1),
  }),
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[T]>;

/** Event packs (service-kit's event-packs.ts) go on `<prefix>pack.<subject>`. */
export const PACK_SUBJECT_ROOT = 'pack';

/** The first word of each subject; a stream covers `<prefix><root>.>` for each. */
export const EVENT_SUBJECT_ROOTS = [
  'calculation',
  'user',
  'subscriber',
  'post',
  'funnel',
  'funnel_batch',
  PACK_SUBJECT_ROOT,
] as const;

export interface EventEnvelope<T extends EventType = EventType> {
  id: string;
  type: T;
  version: number;
  occurredAt: string;
  producer: string;
  data: EventData<T>;
}

export const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: isoDate,
  producer: z.string(),
  data: z.unknown(),
});

/**
 * The version of each event type's payload that EVENT_SCHEMAS describes; publishers stamp it on the
 * envelope. A change to a payload is additive (new fields only; a consumer of the version before
 * ignores them) and raises the version here, with the old schema and its upgrade in EVENT_HISTORY,
 * so a consumer of version N still takes N−1 from a producer not yet redeployed. A change that
 * cannot be additive is a new event type.
 */
export const EVENT_VERSIONS: { readonly [T in EventType]: number } = {
  'calculation.recorded': 1,
  'calculation.saved': 2,
  'user.registered': 1,
  'user.upgraded': 1,
  'subscriber.created': 1,
  'post.changed': 1,
  'funnel.*': 1,
  'funnel_batch.accepted': 1,
};

interface PastVersion {
  /** The payload as that version's producers wrote it. */
  schema: z.ZodType;
  /** That payload as the next version's. */
  upgrade: (data: never) => unknown;
}

/** Past versions of each event type still read: `[type][version]` → its schema and upgrade to version + 1. */
export const EVENT_HISTORY: { readonly [T in EventType]?: Readonly<Record<number, PastVersion>> } = {
  'calculation.saved': {
    1: {
      schema: EVENT_SCHEMAS['calculation.saved'].omit({ taxMode: true }),
      // Saves were flat-rate only before version 2 (W-4 mode came with it).
      upgrade: (data: Omit<EventData<'calculation.saved'>, 'taxMode'>) => ({ ...data, taxMode: 'flat' }),
    },
  },
};

/** The map key an actual subject belongs to: 'funnel.page_view' → 'funnel.*'. */
export function eventTypeOfSubject(subject: string): EventType | undefined {
  if (subject in EVENT_SCHEMAS) return subject as EventType;
  const wildcard = `${subject.split('.')[0]}.*`;
  return wildcard in EVENT_SCHEMAS ? (wildcard as EventType) : undefined;
}

/**
 * Validates an incoming envelope and brings its payload to this build's version (EVENT_VERSIONS):
 * an older one is read with its own schema and upgraded step by step (EVENT_HISTORY); a newer one is
 * read with the current schema (its additions ignored). Throws on a mismatch. The envelope keeps the
 * version it was published with.
 */
export function parseEnvelope(raw: unknown): EventEnvelope {
  const envelope = envelopeSchema.parse(raw);
  const type = eventTypeOfSubject(envelope.type);
  if (!type) throw new Error(`Unknown event type ${envelope.type}`);
  let data: unknown = envelope.data;
  for (let version = envelope.version; version < EVENT_VERSIONS[type]; version += 1) {
    const past = EVENT_HISTORY[type]?.[version];
    if (!past) throw new Error(`${envelope.type} version ${version} is no longer read`);
    data = past.upgrade(past.schema.parse(data) as never);
  }
  return { ...envelope, type, data: EVENT_SCHEMAS[type].parse(data) };
}
