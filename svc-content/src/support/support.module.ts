import { Module } from '@nestjs/common';
import { SupportTicket } from './support-ticket.entity.js';
import { SupportController } from './support.controller.js';
import { SupportService } from './support.service.js';

export const SUPPORT_ENTITIES = [SupportTicket];

@Module({ controllers: [SupportController], providers: [SupportService] })
export class SupportModule {}
