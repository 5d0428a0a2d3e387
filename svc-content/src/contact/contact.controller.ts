import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  contactMessageListResponseSchema,
  contactRequestSchema,
  pagingQuerySchema,
  successResponseSchema,
} from '@takehome/contracts';
import {
  AdminOnly,
  Answers,
  CurrentUser,
  IdempotentWrite,
  Public,
  RateLimitPerAddress,
  zodPipe,
  type AuthUser,
} from '@takehome/service-kit';
import type { ContactDto, ListContactMessagesDto } from './contact.dto.js';
import type { ContentConfig } from '../config.js';
import { ContactService } from './contact.service.js';

/** The form mails support; five messages an hour (CONTACT_PER_ADDRESS_PER_HOUR) from one address is plenty for a person. */
export const contactLimit = (config: ContentConfig) => ({
  name: 'contact.address',
  max: config.CONTACT_PER_ADDRESS_PER_HOUR,
  windowSeconds: 3600,
});

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('api/email/contact')
  @HttpCode(201)
  @Public()
  @RateLimitPerAddress(contactLimit)
  @IdempotentWrite()
  @Answers(successResponseSchema)
  submit(@Body(zodPipe(contactRequestSchema)) dto: ContactDto) {
    return this.contact.submit(dto);
  }

  @Get('api/admin/contact-messages')
  @AdminOnly()
  @Answers(contactMessageListResponseSchema)
  list(@CurrentUser() user: AuthUser, @Query(zodPipe(pagingQuerySchema)) query: ListContactMessagesDto) {
    return this.contact.list(user, query);
  }
}
