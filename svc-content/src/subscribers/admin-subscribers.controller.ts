import { Body, Controller, Delete, Get, Header, Param, Put, Query } from '@nestjs/common';
import {
  subscriberFilterQuerySchema,
  subscriberListQuerySchema,
  subscriberListResponseSchema,
  subscriberSchema,
  successResponseSchema,
  updateSubscriberRequestSchema,
  uuidParamSchema,
} from '@takehome/contracts';
import { AdminOnly, Answers, CurrentUser, IdempotentWrite, zodPipe, type AuthUser } from '@takehome/service-kit';
import { z } from 'zod';
import type { ListSubscribersDto, SubscriberFilterDto, UpdateSubscriberDto } from './subscribers.dto.js';
import { SubscribersService } from './subscribers.service.js';

@Controller('api/admin/email-subscribers')
@AdminOnly()
export class AdminSubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Get()
  @Answers(subscriberListResponseSchema)
  list(@CurrentUser() user: AuthUser, @Query(zodPipe(subscriberListQuerySchema)) query: ListSubscribersDto) {
    return this.subscribers.list(user, query);
  }

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="takehome-subscribers.csv"')
  @Answers(z.string(), { contentType: 'text/csv' })
  export(@CurrentUser() user: AuthUser, @Query(zodPipe(subscriberFilterQuerySchema)) filter: SubscriberFilterDto) {
    return this.subscribers.exportCsv(user, filter);
  }

  @Put(':id')
  @IdempotentWrite()
  @Answers(subscriberSchema)
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', zodPipe(uuidParamSchema)) id: string,
    @Body(zodPipe(updateSubscriberRequestSchema)) dto: UpdateSubscriberDto,
  ) {
    return this.subscribers.update(user, id, dto);
  }

  @Delete(':id')
  @IdempotentWrite()
  @Answers(successResponseSchema)
  remove(@CurrentUser() user: AuthUser, @Param('id', zodPipe(uuidParamSchema)) id: string) {
    return this.subscribers.remove(user, id);
  }
}
