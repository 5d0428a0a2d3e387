import { DynamicModule, Module } from '@nestjs/common';
import type { IdentityConfig } from '../config.js';
import { MembershipModule } from '../membership/membership.module.js';
import { UsersModule } from '../users/users.module.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService } from './billing.service.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutSessionsRepository } from './checkout-sessions.repository.js';
import { DemoCheckoutController } from './demo-checkout.controller.js';
import { DemoCheckouts, DemoPayments } from './demo-payments.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { StripePayments } from './stripe-payments.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';

/** Checkout and payment facts: Stripe when STRIPE_SECRET_KEY is set, the demo provider otherwise. */
@Module({})
export class BillingModule {
  static forConfig(config: IdentityConfig): DynamicModule {
    const provider = config.STRIPE_SECRET_KEY
      ? { controller: StripeWebhookController, payments: StripePayments, extra: [] }
      : {
          controller: DemoCheckoutController,
          payments: DemoPayments,
          extra: [CheckoutSessionsRepository, DemoCheckouts],
        };
    return {
      module: BillingModule,
      imports: [UsersModule, MembershipModule],
      controllers: [CheckoutController, provider.controller],
      providers: [
        BillingRepository,
        BillingService,
        provider.payments,
        ...provider.extra,
        { provide: PAYMENT_PROVIDER, useExisting: provider.payments },
      ],
    };
  }
}
