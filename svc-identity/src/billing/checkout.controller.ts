import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Answers, CurrentUser, IdempotentWrite, zodPipe, type AuthUser } from '@takehome/service-kit';
import {
  checkoutSessionResponseSchema,
  createCheckoutSessionRequestSchema,
  type CheckoutSessionResponse,
} from '@takehome/contracts';
import { BillingService } from './billing.service.js';
import type { CreateCheckoutSessionDto } from './checkout.dto.js';

@Controller('api/create-checkout-session')
export class CheckoutController {
  constructor(private readonly billing: BillingService) {}

  @Post()
  @HttpCode(200)
  @IdempotentWrite()
  @Answers(checkoutSessionResponseSchema)
  create(
    @CurrentUser() user: AuthUser,
    @Body(zodPipe(createCheckoutSessionRequestSchema)) dto: CreateCheckoutSessionDto,
  ): Promise<CheckoutSessionResponse> {
    return this.billing.createCheckoutSession(user, dto);
  }
}
