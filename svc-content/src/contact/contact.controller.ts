import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { AdminOnly, Public, RateLimitPerAddress, zodPipe } from '@takehome/service-kit';
import {
  contactSchema,
  listContactMessagesSchema,
  type ContactDto,
  type ListContactMessagesDto,
} from './contact.dto.js';
import type { ContentConfig } from '../config.js';
import { ContactService } from './contact.service.js';

/** Issue 13: the form mails support; five messages an hour (CONTACT_PER_ADDRESS_PER_HOUR) from one address is plenty for a person. */
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
  submit(@Body(zodPipe(contactSchema)) dto: ContactDto) {
    return this.contact.submit(dto);
  }

  @Get('api/admin/contact-messages')
  @AdminOnly()
  list(@Query(zodPipe(listContactMessagesSchema)) query: ListContactMessagesDto) {
    return this.contact.list(query);
  }
}
