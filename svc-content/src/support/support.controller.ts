import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  pagingQuerySchema,
  supportTicketListResponseSchema,
  supportTicketRequestSchema,
  supportTicketResponseSchema,
} from '@takehome/contracts';
import { AdminOnly, Answers, CurrentUser, IdempotentWrite, zodPipe, type AuthUser } from '@takehome/service-kit';
import type { CreateTicketDto, ListTicketsDto } from './support.dto.js';
import { SupportService } from './support.service.js';

@Controller()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Post('api/support/tickets')
  @HttpCode(201)
  @IdempotentWrite()
  @Answers(supportTicketResponseSchema)
  create(@CurrentUser() user: AuthUser, @Body(zodPipe(supportTicketRequestSchema)) dto: CreateTicketDto) {
    return this.support.create(user, dto);
  }

  @Get('api/support/tickets')
  @Answers(supportTicketListResponseSchema)
  listOwn(@CurrentUser() user: AuthUser, @Query(zodPipe(pagingQuerySchema)) query: ListTicketsDto) {
    return this.support.listOwn(user, query);
  }

  @Get('api/admin/support-tickets')
  @AdminOnly()
  @Answers(supportTicketListResponseSchema)
  listAll(@CurrentUser() user: AuthUser, @Query(zodPipe(pagingQuerySchema)) query: ListTicketsDto) {
    return this.support.listAll(user, query);
  }
}
