import type { PriceId } from '@takehome/contracts';

/**
 * A payment fact, whichever provider reported it; `id` makes a retried delivery change things once,
 * and `createdAt` (the provider's own time for it) puts late deliveries in their place.
 */
export type BillingEvent =
  | {
      id: string;
      createdAt: Date;
      type: 'checkout.completed';
      userId: string;
      priceId: PriceId;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | {
      id: string;
      createdAt: Date;
      type: 'subscription.changed';
      /** From the subscription's metadata; else the user is found by customer id. */
      userId: string | null;
      customerId: string | null;
      subscriptionId: string;
      priceId: PriceId | null;
      /** `active` keeps or grants Pro until `periodEnd`; `ended` takes it away. */
      status: 'active' | 'ended';
      /** The subscription was deleted: nothing later can make it active again. */
      deleted: boolean;
      periodEnd: Date | null;
    };
