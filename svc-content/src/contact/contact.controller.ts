import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { AdminOnly, Public, RateLimitPerAddress, zodPipe } from '@takehome/service-kit';
import {
  contactSchema,
  listContactMessagesSchema,
  type ContactDto,
  type ListContactMessagesDto,
} from './contact.dto.js';
import { ContactService } from './contact.service.js';

/** Issue 13: the form mails support; five messages an hour from one address is plenty for a person. */
export const CONTACT_LIMIT = { name: 'contact.address', max: 5, windowSeconds: 3600 };

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('api/email/contact')
  @HttpCode(201)
  @Public()
  @RateLimitPerAddress(CONTACT_LIMIT)
  submit(@Body(zodPipe(contactSchema)) dto: ContactDto) {
    return this.contact.submit(dto);
  }

  @Get('api/admin/contact-messages')
  @AdminOnly()
  list(@Query(zodPipe(listContactMessagesSchema)) query: ListContactMessagesDto) {
    return this.contact.list(query);
  }
}
