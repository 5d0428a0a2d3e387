import { Body, Controller, Delete, Get, Header, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { AdminOnly, zodPipe } from '@takehome/service-kit';
import {
  listSubscribersSchema,
  subscriberFilterSchema,
  updateSubscriberSchema,
  type ListSubscribersDto,
  type SubscriberFilterDto,
  type UpdateSubscriberDto,
} from './subscribers.dto.js';
import { SubscribersService } from './subscribers.service.js';

@Controller('api/admin/email-subscribers')
@AdminOnly()
export class AdminSubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Get()
  list(@Query(zodPipe(listSubscribersSchema)) query: ListSubscribersDto) {
    return this.subscribers.list(query);
  }

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="takehome-subscribers.csv"')
  export(@Query(zodPipe(subscriberFilterSchema)) filter: SubscriberFilterDto) {
    return this.subscribers.exportCsv(filter);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body(zodPipe(updateSubscriberSchema)) dto: UpdateSubscriberDto) {
    return this.subscribers.update(id, dto);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string) {
    return this.subscribers.remove(id);
  }
}
