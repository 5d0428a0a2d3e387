import { useState } from 'react';
import styled from 'styled-components';
import type { ContactMessage, SupportPriority, SupportTicket } from '@takehome/contracts';
import { Badge, type BadgeTone, Card, Skeleton } from '@takehome/web-kit';
import { EmptyState } from '@takehome/web-kit/ui';
import { INBOX_PAGE_SIZE, useContactMessages, useSupportTickets } from '../../api/inbox';
import { formatCount, formatDateTime } from '../../common/format';
import { Pager } from '../../common/Pager';
import { CardHeader, ErrorNote } from '../../common/ui';
import { DashboardSection } from '../../layout/DashboardSection';

const PRIORITY_TONES: Record<SupportPriority, BadgeTone> = { low: 'neutral', normal: 'info', high: 'negative' };

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const ItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function Ticket({ ticket }: { ticket: SupportTicket }) {
  return (
    <Item>
      <ItemHeader>
        <h4>{ticket.subject}</h4>
        <Badge tone={PRIORITY_TONES[ticket.priority]}>{ticket.priority} priority</Badge>
      </ItemHeader>
      <Meta>
        {ticket.ticketId} · {ticket.userEmail} ({ticket.tier}) · {formatDateTime(ticket.createdAt)} · respond within{' '}
        {ticket.responseTime}
      </Meta>
      <Message>{ticket.message}</Message>
    </Item>
  );
}

function ContactItem({ message }: { message: ContactMessage }) {
  return (
    <Item>
      <ItemHeader>
        <h4>{message.name}</h4>
        <Badge tone={message.delivery === 'failed' ? 'negative' : message.delivery === 'sent' ? 'positive' : 'neutral'}>
          {message.delivery}
        </Badge>
      </ItemHeader>
      <Meta>
        <a href={`mailto:${message.email}`}>{message.email}</a> · {formatDateTime(message.createdAt)}
      </Meta>
      <Message>{message.message}</Message>
    </Item>
  );
}

function SupportTicketsCard() {
  const [offset, setOffset] = useState(0);
  const tickets = useSupportTickets(offset);
  return (
    <Card aria-labelledby="tickets-title">
      <CardHeader>
        <h3 id="tickets-title">Support Tickets{tickets.data && ` (${formatCount(tickets.data.total)})`}</h3>
      </CardHeader>
      {tickets.isPending && <Skeleton height="120px" />}
      {tickets.isError && <ErrorNote>The support tickets could not be loaded.</ErrorNote>}
      {tickets.data?.tickets.length === 0 && <EmptyState>No support tickets yet.</EmptyState>}
      {tickets.data && tickets.data.tickets.length > 0 && (
        <List aria-label="Support tickets">
          {tickets.data.tickets.map((ticket) => (
            <Ticket key={ticket.ticketId} ticket={ticket} />
          ))}
        </List>
      )}
      {tickets.data && (
        <Pager
          label="Support ticket pages"
          offset={offset}
          pageSize={INBOX_PAGE_SIZE}
          total={tickets.data.total}
          onChange={setOffset}
        />
      )}
    </Card>
  );
}

function ContactMessagesCard() {
  const [offset, setOffset] = useState(0);
  const messages = useContactMessages(offset);
  return (
    <Card aria-labelledby="contact-title">
      <CardHeader>
        <h3 id="contact-title">Contact Messages{messages.data && ` (${formatCount(messages.data.total)})`}</h3>
      </CardHeader>
      {messages.isPending && <Skeleton height="120px" />}
      {messages.isError && <ErrorNote>The contact messages could not be loaded.</ErrorNote>}
      {messages.data?.messages.length === 0 && <EmptyState>No contact messages yet.</EmptyState>}
      {messages.data && messages.data.messages.length > 0 && (
        <List aria-label="Contact messages">
          {messages.data.messages.map((message) => (
            <ContactItem key={message.id} message={message} />
          ))}
        </List>
      )}
      {messages.data && (
        <Pager
          label="Contact message pages"
          offset={offset}
          pageSize={INBOX_PAGE_SIZE}
          total={messages.data.total}
          onChange={setOffset}
        />
      )}
    </Card>
  );
}

/** Support tickets (docs/product/journeys.md: stored and visible to admins) and messages from the contact form. */
export function InboxSection() {
  return (
    <DashboardSection title="Inbox" description="Support tickets and contact messages, newest first.">
      <SupportTicketsCard />
      <ContactMessagesCard />
    </DashboardSection>
  );
}
