import { ForbiddenException, Injectable } from '@nestjs/common';
import {
  canUseFeature,
  FEATURE_GATES,
  SUPPORT_RESPONSE_TIMES,
  type SupportTicketListResponse,
  type SupportTicketResponse,
} from '@takehome/contracts';
import { assertAdmin, assertSignedIn, type AuthUser } from '@takehome/service-kit';
import { toSupportTicket, toSupportTicketResponse } from './support-ticket.mapper.js';
import { SupportTicketsRepository } from './support-tickets.repository.js';
import type { CreateTicketDto, ListTicketsDto } from './support.dto.js';

@Injectable()
export class SupportService {
  constructor(private readonly tickets: SupportTicketsRepository) {}

  /** Stores the ticket with the response time the caller's plan promises (docs/product/plans.md). */
  async create(auth: AuthUser, dto: CreateTicketDto): Promise<SupportTicketResponse> {
    assertSignedIn(auth);
    if (!canUseFeature(auth.tier, 'emailSupport')) throw new ForbiddenException(FEATURE_GATES.emailSupport.message);
    return this.tickets.insert(
      {
        userId: auth.id,
        userEmail: auth.email,
        tier: auth.tier,
        subject: dto.subject,
        message: dto.message,
        priority: dto.priority,
        responseTime: SUPPORT_RESPONSE_TIMES[auth.tier],
      },
      toSupportTicketResponse,
    );
  }

  /** The caller's own tickets. */
  async listOwn(auth: AuthUser, query: ListTicketsDto): Promise<SupportTicketListResponse> {
    assertSignedIn(auth);
    return this.page(query, auth.id);
  }

  /** Everyone's tickets (visible to admins: docs/product/plans.md). */
  async listAll(auth: AuthUser, query: ListTicketsDto): Promise<SupportTicketListResponse> {
    assertAdmin(auth);
    return this.page(query);
  }

  private async page(query: ListTicketsDto, userId?: string): Promise<SupportTicketListResponse> {
    const [tickets, total] = await this.tickets.findPage(query.offset, query.limit, userId);
    return { tickets: tickets.map(toSupportTicket), total };
  }
}
