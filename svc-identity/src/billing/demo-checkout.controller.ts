import { Controller, Get, Header, Param, Post, Res } from '@nestjs/common';
import { Answers, Public, zodPipe } from '@takehome/service-kit';
import { CHECKOUT_SUCCESS_PATH, uuidParamSchema } from '@takehome/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { demoCheckoutPage } from './demo-checkout.page.js';
import { DemoCheckouts } from './demo-payments.js';

/** The demo checkout page; the unguessable session id stands in for the buyer's token. */
@Controller('api/checkout/demo')
@Public()
export class DemoCheckoutController {
  constructor(private readonly demo: DemoCheckouts) {}

  @Get(':sessionId')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Answers(z.string(), { contentType: 'text/html', description: 'The demo checkout page' })
  async page(@Param('sessionId', zodPipe(uuidParamSchema)) sessionId: string): Promise<string> {
    const { session, state, buyerEmail } = await this.demo.page(sessionId);
    return demoCheckoutPage(session, state, buyerEmail);
  }

  @Post(':sessionId/complete')
  @Answers(null, { status: 303, description: `The upgrade is done: to ${CHECKOUT_SUCCESS_PATH}` })
  async complete(
    @Param('sessionId', zodPipe(uuidParamSchema)) sessionId: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await this.demo.complete(sessionId);
    res.redirect(CHECKOUT_SUCCESS_PATH, 303);
  }
}
