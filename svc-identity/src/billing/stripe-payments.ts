import { BadGatewayException, BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { currentIdempotencyClaim, SERVICE_CONFIG } from '@takehome/service-kit';
import { CHECKOUT_SUCCESS_PATH, PRICE_IDS, type PriceId } from '@takehome/contracts';
import Stripe from 'stripe';
import type { IdentityConfig } from '../config.js';
import type { CataloguePrice } from '../plans/catalogue.js';
import type { User } from '../users/user.entity.js';
import type { BillingEvent } from './billing-event.js';
import type { PaymentProvider } from './payment-provider.js';

const ACTIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

/** What every event carries: its id and Stripe's time for it. */
type EventFact = Pick<BillingEvent, 'id' | 'createdAt'>;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe Checkout in subscription mode, and its signed webhooks. */
@Injectable()
export class StripePayments implements PaymentProvider {
  private readonly logger = new Logger('StripePayments');
  private readonly stripe: Stripe;
  private readonly stripePrices: Record<PriceId, string>;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
    this.stripe = new Stripe(
      config.STRIPE_SECRET_KEY ?? '',
      api
        ? {
            host: api.hostname,
            port: api.port,
            protocol: api.protocol === 'http:' ? 'http' : 'https',
            maxNetworkRetries: 0,
          }
        : {},
    );
    this.stripePrices = {
      pro_monthly: config.STRIPE_PRICE_PRO_MONTHLY ?? '',
      pro_yearly: config.STRIPE_PRICE_PRO_YEARLY ?? '',
    };
  }

  /**
   * Stripe's session is stored at Stripe, not here: the request's Idempotency-Key goes to Stripe with
   * it, so a request sent again (or twice at once) gets Stripe's first session back rather than a second
   * one; this service then stores the key with that answer (nothing of its own is written).
   */
  async createCheckout(user: User, price: CataloguePrice): Promise<string> {
    const metadata = { userId: user.id, priceId: price.id };
    const key = currentIdempotencyClaim()?.key;
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: this.stripePrices[price.id], quantity: 1 }],
          client_reference_id: user.id,
          ...(user.billingCustomerId ? { customer: user.billingCustomerId } : { customer_email: user.email }),
          metadata,
          subscription_data: { metadata },
          success_url: `${this.config.PUBLIC_URL}${CHECKOUT_SUCCESS_PATH}`,
          cancel_url: `${this.config.PUBLIC_URL}/subscribe?checkout=cancelled`,
        },
        // Scoped to the user: a key is the browser's, and Stripe's keys are the whole account's.
        key ? { idempotencyKey: `checkout:${user.id}:${key}` } : undefined,
      );
    } catch (error) {
      this.logger.error(`Stripe refused the checkout session: ${(error as Error).message}`);
      throw new BadGatewayException('Failed to create checkout session');
    }
    if (!session.url) throw new BadGatewayException('No checkout URL received');
    return session.url;
  }

  /** Verifies the Stripe-Signature of the exact body; answers null for events TakeHome ignores. */
  parseWebhook(rawBody: Buffer | undefined, signature: string | undefined): BillingEvent | null {
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error('missing body or signature');
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET ?? '');
    } catch (error) {
      this.logger.warn(`Webhook refused: ${(error as Error).message}`);
      throw new BadRequestException('Invalid webhook signature');
    }
    const fact = { id: event.id, createdAt: new Date(event.created * 1000) };
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(fact, event.data.object);
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(fact, event.data.object, event.type === 'customer.subscription.deleted');
      default:
        return null;
    }
  }

  private checkoutCompleted(fact: EventFact, session: Stripe.Checkout.Session): BillingEvent | null {
    const userId = session.client_reference_id ?? session.metadata?.userId;
    const priceId = session.metadata?.priceId as PriceId | undefined;
    if (
      session.mode !== 'subscription' ||
      session.payment_status === 'unpaid' ||
      !userId ||
      !priceId ||
      !PRICE_IDS.includes(priceId)
    ) {
      return null;
    }
    return {
      ...fact,
      type: 'checkout.completed',
      userId,
      priceId,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
    };
  }

  private subscriptionChanged(
    fact: EventFact,
    subscription: Stripe.Subscription,
    deleted: boolean,
  ): BillingEvent | null {
    const status =
      deleted || ENDED_STATUSES.has(subscription.status)
        ? 'ended'
        : ACTIVE_STATUSES.has(subscription.status)
          ? 'active'
          : null;
    if (!status) return null;
    const item = subscription.items.data[0];
    const priceId =
      (Object.keys(this.stripePrices) as PriceId[]).find((key) => this.stripePrices[key] === item?.price.id) ?? null;
    return {
      ...fact,
      type: 'subscription.changed',
      userId: subscription.metadata?.userId ?? null,
      customerId: idOf(subscription.customer),
      subscriptionId: subscription.id,
      priceId,
      status,
      deleted,
      periodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    };
  }
}
