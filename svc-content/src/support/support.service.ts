import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canUseFeature,
  FEATURE_GATES,
  SUPPORT_RESPONSE_TIMES,
  type SupportTicket as SupportTicketDto,
  type SupportTicketListResponse,
  type SupportTicketResponse,
} from '@takehome/contracts';
import type { AuthUser } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import { SupportTicket } from './support-ticket.entity.js';
import type { CreateTicketDto, ListTicketsDto } from './support.dto.js';

const ticketIdOf = (ticket: SupportTicket) => `TH-${ticket.number.padStart(6, '0')}`;

function toTicket(ticket: SupportTicket): SupportTicketDto {
  return {
    ticketId: ticketIdOf(ticket),
    subject: ticket.subject,
    message: ticket.message,
    priority: ticket.priority,
    responseTime: ticket.responseTime,
    userEmail: ticket.userEmail,
    tier: ticket.tier,
    createdAt: ticket.createdAt.toISOString(),
  };
}

@Injectable()
export class SupportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores the ticket with the response time the caller's plan promises (SPEC.md §6). */
  async create(user: AuthUser, dto: CreateTicketDto): Promise<SupportTicketResponse> {
    if (!canUseFeature(user.tier, 'emailSupport')) throw new ForbiddenException(FEATURE_GATES.emailSupport.message);
    const repository = this.dataSource.getRepository(SupportTicket);
    const { id } = await repository.save(
      repository.create({
        userId: user.id,
        userEmail: user.email,
        tier: user.tier,
        subject: dto.subject,
        message: dto.message,
        priority: dto.priority,
        responseTime: SUPPORT_RESPONSE_TIMES[user.tier],
      }),
    );
    const ticket = await repository.findOneByOrFail({ id });
    return { ticketId: ticketIdOf(ticket), responseTime: ticket.responseTime };
  }

  async listOwn(user: AuthUser, query: ListTicketsDto): Promise<SupportTicketListResponse> {
    return this.page(query, user.id);
  }

  async listAll(query: ListTicketsDto): Promise<SupportTicketListResponse> {
    return this.page(query);
  }

  private async page(query: ListTicketsDto, userId?: string): Promise<SupportTicketListResponse> {
    const [tickets, total] = await this.dataSource.getRepository(SupportTicket).findAndCount({
      where: userId ? { userId } : {},
      order: { createdAt: 'DESC', number: 'DESC' },
      skip: query.offset,
      take: query.limit,
    });
    return { tickets: tickets.map(toTicket), total };
  }
}
