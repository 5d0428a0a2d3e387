import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import type { CataloguePrice } from '../plans/catalogue.js';
import type { User } from '../users/user.entity.js';
import { BillingService } from './billing.service.js';
import { CheckoutSession } from './checkout-session.entity.js';
import type { PaymentProvider } from './payment-provider.js';

const SESSION_TTL_MS = 60 * 60 * 1000;

export type DemoCheckoutState = 'open' | 'completed' | 'expired';

/** The demo payment provider (no STRIPE_SECRET_KEY; refused in production): checkout is a local page. */
@Injectable()
export class DemoPayments implements PaymentProvider {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async createCheckout(user: User, price: CataloguePrice): Promise<string> {
    const session = await this.dataSource.manager.save(
      this.dataSource.manager.create(CheckoutSession, {
        userId: user.id,
        priceId: price.id,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      }),
    );
    return `/api/checkout/demo/${session.id}`;
  }
}

/** The demo page's sessions; paying completes through BillingService.apply, as Stripe's webhook does. */
@Injectable()
export class DemoCheckouts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly billing: BillingService,
  ) {}

  async find(sessionId: string): Promise<{ session: CheckoutSession; state: DemoCheckoutState }> {
    const session = await this.dataSource.manager.findOneBy(CheckoutSession, { id: sessionId });
    if (!session) throw new NotFoundException('Checkout session not found');
    const state = session.completedAt ? 'completed' : session.expiresAt <= new Date() ? 'expired' : 'open';
    return { session, state };
  }

  /** Pays the session; paying it again changes nothing. */
  async complete(sessionId: string): Promise<void> {
    const { session, state } = await this.find(sessionId);
    if (state === 'expired')
      throw new GoneException('This checkout session has expired. Please start again from the pricing page.');
    await this.billing.apply({
      id: `demo:${session.id}`,
      createdAt: new Date(),
      type: 'checkout.completed',
      userId: session.userId,
      priceId: session.priceId,
      customerId: null,
      subscriptionId: null,
    });
    await this.dataSource.manager.update(
      CheckoutSession,
      { id: session.id, completedAt: IsNull() },
      { completedAt: new Date() },
    );
  }
}
