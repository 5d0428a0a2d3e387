import type { PriceId } from '@takehome/contracts';

/** A payment fact, whichever provider reported it; `id` makes a retried delivery change things once. */
export type BillingEvent =
  | {
      id: string;
      type: 'checkout.completed';
      userId: string;
      priceId: PriceId;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | {
      id: string;
      type: 'subscription.changed';
      /** From the subscription's metadata; else the user is found by customer id. */
      userId: string | null;
      customerId: string | null;
      subscriptionId: string;
      priceId: PriceId | null;
      /** `active` keeps or grants Pro until `periodEnd`; `ended` takes it away. */
      status: 'active' | 'ended';
      periodEnd: Date | null;
    };
