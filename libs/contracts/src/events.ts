import { z } from 'zod';
import { TIERS, SUBSCRIBER_SOURCES } from './constants.js';

const isoDate = z.string().datetime({ offset: true });
const tier = z.enum(TIERS);

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
  'calculation.saved': z.object({
    userId: z.string().uuid(),
    calculationId: z.string().uuid(),
    grossPay: z.number(),
    netPay: z.number(),
    leftOver: z.number(),
    calculationDate: isoDate,
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
  /** Browser funnel and A/B events, ingested by svc-analytics; the subject is `funnel.<name>`. */
  'funnel.*': z.object({
    name: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/),
    sessionId: z.string().min(1).max(128),
    userId: z.string().uuid().nullable(),
    at: isoDate,
    props: z.record(z.string(), z.union([z.string().max(512), z.number(), z.boolean(), z.null()])),
  }),
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[T]>;

/** The first word of each subject; a stream covers `<prefix><root>.>` for each. */
export const EVENT_SUBJECT_ROOTS = ['calculation', 'user', 'subscriber', 'funnel'] as const;

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

/** The map key an actual subject belongs to: 'funnel.page_view' → 'funnel.*'. */
export function eventTypeOfSubject(subject: string): EventType | undefined {
  if (subject in EVENT_SCHEMAS) return subject as EventType;
  const wildcard = `${subject.split('.')[0]}.*`;
  return wildcard in EVENT_SCHEMAS ? (wildcard as EventType) : undefined;
}

/** Validates an incoming envelope and its payload against the map; throws on a mismatch. */
export function parseEnvelope(raw: unknown): EventEnvelope {
  const envelope = envelopeSchema.parse(raw);
  const type = eventTypeOfSubject(envelope.type);
  if (!type) throw new Error(`Unknown event type ${envelope.type}`);
  const data = EVENT_SCHEMAS[type].parse(envelope.data);
  return { ...envelope, type, data } as EventEnvelope;
}
