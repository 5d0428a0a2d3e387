import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@takehome/web-kit/react-query';
import styled from 'styled-components';
import {
  SUPPORT_PRIORITIES,
  type SupportPriority,
  type SupportTicketRequest,
  type SupportTicketResponse,
} from '@takehome/contracts';
import { ApiError, Button, Card, Field, Input, Select, TextArea, apiFetch } from '@takehome/web-kit';
import { FormAlert } from '../../components/FormAlert';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 180px;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Submitted = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.navy};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const PRIORITY_LABELS: Record<SupportPriority, string> = { low: 'Low', normal: 'Normal', high: 'High' };

const postTicket = (ticket: SupportTicketRequest) =>
  apiFetch<SupportTicketResponse>('/api/support/tickets', { method: 'POST', body: ticket });

/** docs/product/journeys.md support ticket: editing, submitting, submitted (ticket id and response time), and again. */
export function TicketForm() {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [priority, setPriority] = useState<SupportPriority>('normal');
  const ticket = useMutation({ mutationFn: postTicket });

  if (ticket.isSuccess) {
    const startAgain = () => {
      setSubject('');
      setMessage('');
      setPriority('normal');
      ticket.reset();
    };
    return (
      <Card aria-labelledby={`${id}-done`}>
        <Submitted role="status">
          <h3 id={`${id}-done`}>Ticket submitted</h3>
          <p>Thanks, we have your ticket and will reply by email.</p>
          <dl>
            <dt>Ticket ID</dt>
            <dd>{ticket.data.ticketId}</dd>
            <dt>Expected response</dt>
            <dd>{ticket.data.responseTime}</dd>
          </dl>
          <Button variant="secondary" onClick={startAgain}>
            Submit Another Ticket
          </Button>
        </Submitted>
      </Card>
    );
  }

  const submitting = ticket.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ticket.mutate({ subject: subject.trim(), message: message.trim(), priority });
  };
  const failure =
    ticket.error &&
    ((ticket.error instanceof ApiError && ticket.error.serverError) ||
      'We could not send your ticket. Please try again.');

  return (
    <Card>
      <Form onSubmit={submit} aria-label="Open a support ticket">
        <Row>
          <Field label="Subject" htmlFor={`${id}-subject`}>
            <Input
              id={`${id}-subject`}
              value={subject}
              maxLength={200}
              disabled={submitting}
              onChange={(event) => setSubject(event.target.value)}
            />
          </Field>
          <Field label="Priority" htmlFor={`${id}-priority`}>
            <Select
              id={`${id}-priority`}
              value={priority}
              disabled={submitting}
              onChange={(event) => setPriority(event.target.value as SupportPriority)}
            >
              {SUPPORT_PRIORITIES.map((level) => (
                <option key={level} value={level}>
                  {PRIORITY_LABELS[level]}
                </option>
              ))}
            </Select>
          </Field>
        </Row>
        <Field label="How can we help?" htmlFor={`${id}-message`}>
          <TextArea
            id={`${id}-message`}
            value={message}
            maxLength={5000}
            rows={6}
            disabled={submitting}
            onChange={(event) => setMessage(event.target.value)}
          />
        </Field>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div>
          <Button type="submit" disabled={submitting || !subject.trim() || !message.trim()}>
            {submitting ? 'Submitting...' : 'Submit Ticket'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
