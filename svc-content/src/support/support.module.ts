import { Module } from '@nestjs/common';
import { SupportTicket } from './support-ticket.entity.js';
import { SupportController } from './support.controller.js';
import { SupportTicketsRepository } from './support-tickets.repository.js';
import { SupportService } from './support.service.js';

export const SUPPORT_ENTITIES = [SupportTicket];

@Module({ controllers: [SupportController], providers: [SupportTicketsRepository, SupportService] })
export class SupportModule {}
