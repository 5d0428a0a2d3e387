import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { stripeWebhookAnswerSchema } from '@takehome/contracts';
import { Answers, Public, type RawBodyRequest } from '@takehome/service-kit';
import { BillingService } from './billing.service.js';
import { StripePayments } from './stripe-payments.js';

@Controller('api/billing/webhook')
@Public()
export class StripeWebhookController {
  constructor(
    private readonly stripe: StripePayments,
    private readonly billing: BillingService,
  ) {}

  /** Stripe's signature covers the exact bytes, which the kit's JSON parser keeps as `rawBody`. */
  @Post()
  @HttpCode(200)
  @Answers(stripeWebhookAnswerSchema)
  async receive(@Req() req: RawBodyRequest, @Headers('stripe-signature') signature: string | undefined) {
    const event = this.stripe.parseWebhook(req.rawBody, signature);
    return { received: true, applied: event ? await this.billing.apply(event) : false };
  }
}
