import { z } from 'zod';
import { SUBSCRIBER_SOURCES, SUBSCRIBER_STATUSES } from '@takehome/contracts';
import { emailSchema, pagingSchema } from '../common/common.dto.js';

const firstName = z.string().trim().max(100);

/** SPEC.md §3 subscribe payload; §5: the email is required and trimmed. */
export const subscribeSchema = z
  .object({
    email: emailSchema,
    firstName: firstName.optional(),
    source: z.enum(SUBSCRIBER_SOURCES).default('newsletter'),
  })
  .strict();
export type SubscribeDto = z.infer<typeof subscribeSchema>;

export const subscriberFilterSchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    source: z.preprocess((value) => (value === '' ? undefined : value), z.enum(SUBSCRIBER_SOURCES).optional()),
    status: z.enum(SUBSCRIBER_STATUSES).default('all'),
  })
  .strict();
export type SubscriberFilterDto = z.infer<typeof subscriberFilterSchema>;

export const listSubscribersSchema = subscriberFilterSchema.extend(pagingSchema.shape).strict();
export type ListSubscribersDto = z.infer<typeof listSubscribersSchema>;

export const updateSubscriberSchema = z
  .object({
    email: emailSchema.optional(),
    firstName: firstName.nullable().optional(),
    source: z.enum(SUBSCRIBER_SOURCES).optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((dto) => Object.keys(dto).length > 0, 'Nothing to update');
export type UpdateSubscriberDto = z.infer<typeof updateSubscriberSchema>;
