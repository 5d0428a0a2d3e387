import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, zodPipe, type AuthUser } from '@takehome/service-kit';
import type { CheckoutSessionResponse } from '@takehome/contracts';
import { BillingService } from './billing.service.js';
import { createCheckoutSessionSchema, type CreateCheckoutSessionDto } from './checkout.dto.js';

@Controller('api/create-checkout-session')
export class CheckoutController {
  constructor(private readonly billing: BillingService) {}

  @Post()
  @HttpCode(200)
  create(
    @CurrentUser() user: AuthUser,
    @Body(zodPipe(createCheckoutSessionSchema)) dto: CreateCheckoutSessionDto,
  ): Promise<CheckoutSessionResponse> {
    return this.billing.createCheckoutSession(user, dto);
  }
}
