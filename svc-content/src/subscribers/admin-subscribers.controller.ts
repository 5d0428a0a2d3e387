import { Body, Controller, Delete, Get, Header, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import {
  subscriberFilterQuerySchema,
  subscriberListQuerySchema,
  subscriberListResponseSchema,
  subscriberSchema,
  successResponseSchema,
  updateSubscriberRequestSchema,
} from '@takehome/contracts';
import { AdminOnly, Answers, zodPipe } from '@takehome/service-kit';
import { z } from 'zod';
import type { ListSubscribersDto, SubscriberFilterDto, UpdateSubscriberDto } from './subscribers.dto.js';
import { SubscribersService } from './subscribers.service.js';

@Controller('api/admin/email-subscribers')
@AdminOnly()
export class AdminSubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Get()
  @Answers(subscriberListResponseSchema)
  list(@Query(zodPipe(subscriberListQuerySchema)) query: ListSubscribersDto) {
    return this.subscribers.list(query);
  }

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="takehome-subscribers.csv"')
  @Answers(z.string(), { contentType: 'text/csv' })
  export(@Query(zodPipe(subscriberFilterQuerySchema)) filter: SubscriberFilterDto) {
    return this.subscribers.exportCsv(filter);
  }

  @Put(':id')
  @Answers(subscriberSchema)
  update(@Param('id', ParseUUIDPipe) id: string, @Body(zodPipe(updateSubscriberRequestSchema)) dto: UpdateSubscriberDto) {
    return this.subscribers.update(id, dto);
  }

  @Delete(':id')
  @Answers(successResponseSchema)
  remove(@Param('id', ParseUUIDPipe) id: string) {
    return this.subscribers.remove(id);
  }
}
