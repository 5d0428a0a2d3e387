import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '@takehome/service-kit';
import type { CataloguePrice } from '../plans/catalogue.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { BillingService } from './billing.service.js';
import type { CheckoutSession } from './checkout-session.entity.js';
import { CheckoutSessionsRepository } from './checkout-sessions.repository.js';
import type { PaymentProvider } from './payment-provider.js';

const SESSION_TTL_MS = 60 * 60 * 1000;
const demoUrl = (sessionId: string) => `/api/checkout/demo/${sessionId}`;

export type DemoCheckoutState = 'open' | 'completed' | 'expired';

/** The demo payment provider (no STRIPE_SECRET_KEY; refused in production): checkout is a local page. */
@Injectable()
export class DemoPayments implements PaymentProvider {
  constructor(
    private readonly sessions: CheckoutSessionsRepository,
    private readonly clock: Clock,
  ) {}

  /** The session row and the request's idempotency key with its answer commit together. */
  async createCheckout(user: User, price: CataloguePrice, answerOf: (url: string) => unknown): Promise<string> {
    const session = await this.sessions.create(
      { userId: user.id, priceId: price.id, expiresAt: new Date(this.clock.now().getTime() + SESSION_TTL_MS) },
      (created) => answerOf(demoUrl(created.id)),
    );
    return demoUrl(session.id);
  }
}

/**
 * The demo page's sessions; the unguessable session id stands in for the buyer's token, so these
 * take no caller. Paying completes through BillingService.apply, as Stripe's webhook does.
 */
@Injectable()
export class DemoCheckouts {
  constructor(
    private readonly sessions: CheckoutSessionsRepository,
    private readonly users: UsersRepository,
    private readonly billing: BillingService,
    private readonly clock: Clock,
  ) {}

  async find(sessionId: string): Promise<{ session: CheckoutSession; state: DemoCheckoutState }> {
    const session = await this.sessions.findById(sessionId);
    if (!session) throw new NotFoundException('Checkout session not found');
    const state = session.completedAt ? 'completed' : session.expiresAt <= this.clock.now() ? 'expired' : 'open';
    return { session, state };
  }

  /** What the page shows: the session, its state and the buyer's email ('' when the buyer is gone). */
  async page(sessionId: string): Promise<{ session: CheckoutSession; state: DemoCheckoutState; buyerEmail: string }> {
    const { session, state } = await this.find(sessionId);
    const buyer = await this.users.findById(session.userId);
    return { session, state, buyerEmail: buyer?.email ?? '' };
  }

  /** Pays the session; paying it again changes nothing. */
  async complete(sessionId: string): Promise<void> {
    const { session, state } = await this.find(sessionId);
    if (state === 'expired')
      throw new GoneException('This checkout session has expired. Please start again from the pricing page.');
    await this.billing.apply({
      id: `demo:${session.id}`,
      createdAt: this.clock.now(),
      type: 'checkout.completed',
      userId: session.userId,
      priceId: session.priceId,
      customerId: null,
      subscriptionId: null,
    });
    await this.sessions.markCompleted(session.id);
  }
}
