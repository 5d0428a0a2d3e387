import type { SupportTicket as SupportTicketDto, SupportTicketResponse } from '@takehome/contracts';
import type { SupportTicket } from './support-ticket.entity.js';

/** The id people quote: 'TH-000042'. */
const ticketIdOf = (ticket: SupportTicket) => `TH-${ticket.number.padStart(6, '0')}`;

export function toSupportTicket(ticket: SupportTicket): SupportTicketDto {
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

/** What the user filing a ticket is told. */
export function toSupportTicketResponse(ticket: SupportTicket): SupportTicketResponse {
  return { ticketId: ticketIdOf(ticket), responseTime: ticket.responseTime };
}
