import { Body, Controller, Get, Inject, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply as Response } from 'fastify';
import { subscribeRequestSchema, subscribeResponseSchema } from '@takehome/contracts';
import { Answers, IdempotentWrite, Public, RateLimiter, RateLimitPerAddress, SERVICE_CONFIG, zodPipe } from '@takehome/service-kit';
import { z } from 'zod';
import type { ContentConfig } from '../config.js';
import type { SubscribeDto } from './subscribers.dto.js';
import { SubscribersService } from './subscribers.service.js';
import { unsubscribePage } from './unsubscribe-page.js';

/** Subscribing mails the address (once SMTP is set), so both the sender and the address are limited. */
const subscribesPerAddress = (config: ContentConfig) => ({
  name: 'subscribe.address',
  max: config.SUBSCRIBES_PER_ADDRESS_PER_HOUR,
  windowSeconds: 3600,
});
const subscribesPerEmail = (config: ContentConfig) => ({
  name: 'subscribe.email',
  max: config.SUBSCRIBES_PER_EMAIL_PER_DAY,
  windowSeconds: 24 * 3600,
});

@Controller('api/email')
export class SubscribersController {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly subscribers: SubscribersService,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  /** 201 for a new address, 200 for one already on the list. */
  @Post('subscribe')
  @Public()
  @RateLimitPerAddress(subscribesPerAddress)
  @IdempotentWrite()
  @Answers(subscribeResponseSchema, { status: 201, description: 'Subscribed; 200 with the same body when already subscribed' })
  async subscribe(@Body(zodPipe(subscribeRequestSchema)) dto: SubscribeDto, @Res({ passthrough: true }) res: Response) {
    await this.limiter.consume([{ rule: subscribesPerEmail(this.config), subject: dto.email.toLowerCase() }]);
    const { status, body } = await this.subscribers.subscribe(dto);
    res.status(status);
    return body;
  }

  /** Opened from an email, so it answers a page; other query parameters (utm_…) are ignored on purpose. */
  @Get('unsubscribe')
  @Public()
  @Answers(z.string(), { contentType: 'text/html', description: 'A page saying the address is off the list (404: unknown link)' })
  async unsubscribe(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const email =
      typeof token === 'string' && /^[a-f0-9]{1,64}$/.test(token) ? await this.subscribers.unsubscribe(token) : null;
    res
      .status(email ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(this.config.PUBLIC_URL, email));
  }
}
