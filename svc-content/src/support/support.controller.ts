import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { AdminOnly, CurrentUser, zodPipe, type AuthUser } from '@takehome/service-kit';
import { createTicketSchema, listTicketsSchema, type CreateTicketDto, type ListTicketsDto } from './support.dto.js';
import { SupportService } from './support.service.js';

@Controller()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Post('api/support/tickets')
  @HttpCode(201)
  create(@CurrentUser() user: AuthUser, @Body(zodPipe(createTicketSchema)) dto: CreateTicketDto) {
    return this.support.create(user, dto);
  }

  @Get('api/support/tickets')
  listOwn(@CurrentUser() user: AuthUser, @Query(zodPipe(listTicketsSchema)) query: ListTicketsDto) {
    return this.support.listOwn(user, query);
  }

  @Get('api/admin/support-tickets')
  @AdminOnly()
  listAll(@Query(zodPipe(listTicketsSchema)) query: ListTicketsDto) {
    return this.support.listAll(query);
  }
}
