import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { AdminOnly, Public, zodPipe } from '@takehome/service-kit';
import {
  contactSchema,
  listContactMessagesSchema,
  type ContactDto,
  type ListContactMessagesDto,
} from './contact.dto.js';
import { ContactService } from './contact.service.js';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('api/email/contact')
  @HttpCode(201)
  @Public()
  submit(@Body(zodPipe(contactSchema)) dto: ContactDto) {
    return this.contact.submit(dto);
  }

  @Get('api/admin/contact-messages')
  @AdminOnly()
  list(@Query(zodPipe(listContactMessagesSchema)) query: ListContactMessagesDto) {
    return this.contact.list(query);
  }
}
