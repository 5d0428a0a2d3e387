import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AB_TESTS } from '@takehome/contracts';
import { Button, Card, Field, Input, formatMoney } from '@takehome/web-kit';
import { subscribeErrorMessage, useSubscribe } from '../newsletter/subscribeApi';

type EmailCaptureTest = Extract<(typeof AB_TESTS)[number], { id: 'email_capture_copy_test' }>;
/** A variant of the email_capture_copy_test A/B test: control speaks of time saved, variant_a of money. */
export type EmailCaptureCopyVariant = EmailCaptureTest['variants'][number]['id'];

/** docs/product/copy.md: each calculation saves about 15 minutes and is worth about $25 to the worker. */
const MINUTES_SAVED_PER_CALCULATION = 15;
const VALUE_PER_CALCULATION = 25;

export interface EmailCaptureCardProps {
  copyVariant?: EmailCaptureCopyVariant;
  /** The visitor's calculations so far; the copy puts a number on them when there are any. */
  calculationCount?: number;
  /** Called with the address once it is subscribed. */
  onCaptured?: (email: string) => void;
  /** Called when the visitor says no thanks. */
  onDeclined?: () => void;
}

const Root = styled(Card)`
  border-top: 4px solid ${({ theme }) => theme.colors.teal};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.04em;
`;

const Copy = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.negative};
`;

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.positive};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function timeSaved(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} minutes`;
  const hourText = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return rest ? `${hourText} ${rest} minutes` : hourText;
}

function captureCopy(variant: EmailCaptureCopyVariant, count: number): string {
  const tips = 'Get one short email a week with tips that make every paycheck go further.';
  if (count <= 0) return tips;
  return variant === 'variant_a'
    ? `Your ${count} ${count === 1 ? 'calculation is' : 'calculations are'} worth about ${formatMoney(count * VALUE_PER_CALCULATION)} in planning. ${tips}`
    : `You've saved about ${timeSaved(count * MINUTES_SAVED_PER_CALCULATION)} of paycheck math. ${tips}`;
}

/** The calculator's email-capture card ('GET TIPS'): subscribes with source 'calculator', or can be declined. */
export default function EmailCaptureCard({
  copyVariant = 'control',
  calculationCount = 0,
  onCaptured,
  onDeclined,
}: EmailCaptureCardProps) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail) return;
    subscribe.mutate({ email: trimmedEmail, source: 'calculator' }, { onSuccess: () => onCaptured?.(trimmedEmail) });
  };

  return (
    <Root as="aside" aria-label="GET TIPS">
      <Title>GET TIPS</Title>
      <Copy>{captureCopy(copyVariant, calculationCount)}</Copy>
      {subscribe.isSuccess ? (
        <Done role="status">You're in! Look out for this week's tips in your inbox.</Done>
      ) : (
        <form noValidate onSubmit={submit}>
          <Field label="Email address" htmlFor={emailId}>
            <Input
              id={emailId}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              value={email}
              disabled={subscribe.isPending}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          {subscribe.isError && <Failure role="alert">{subscribeErrorMessage(subscribe.error)}</Failure>}
          <Actions>
            <Button type="submit" disabled={!email.trim() || subscribe.isPending}>
              {subscribe.isPending ? 'Sending…' : 'Send me tips'}
            </Button>
            {onDeclined && (
              <Button variant="ghost" onClick={onDeclined} disabled={subscribe.isPending}>
                No thanks
              </Button>
            )}
          </Actions>
        </form>
      )}
    </Root>
  );
}
