import type {
  subscribeRequestSchema,
  subscriberFilterQuerySchema,
  subscriberListQuerySchema,
  UpdateSubscriberRequest,
} from '@takehome/contracts';
import type { z } from 'zod';

// The schemas are libs/contracts'; these are the values as the pipes hand them over.
export type SubscribeDto = z.output<typeof subscribeRequestSchema>;
export type SubscriberFilterDto = z.output<typeof subscriberFilterQuerySchema>;
export type ListSubscribersDto = z.output<typeof subscriberListQuerySchema>;
export type UpdateSubscriberDto = UpdateSubscriberRequest;
