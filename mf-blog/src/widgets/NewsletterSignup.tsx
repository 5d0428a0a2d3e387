import { useEffect, useId, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import type { SubscriberSource } from '@takehome/contracts';
import { Button, Field, Input } from '@takehome/web-kit';
import { subscribeErrorMessage, useSubscribe } from '../newsletter/subscribeApi';

/** docs/product/journeys.md: the thank-you shows for 5 s, then the form returns. */
export const THANK_YOU_MS = 5000;

export interface NewsletterSignupProps {
  /** 'full' has a first-name field and more copy; 'compact' is one line for sidebars and footers. */
  variant?: 'full' | 'compact';
  /** Where the signup happened, kept with the subscriber. */
  source?: SubscriberSource;
}

const Panel = styled.aside<{ $compact: boolean }>`
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.lg : theme.space.xl)};
  border: 1px solid #b9e4df;
  background: ${({ theme }) => theme.colors.tealSoft};
  /* The widget sits in pages' columns and sidebars of any width: it lays itself out by its own width. */
  container: newsletter / inline-size;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const Title = styled.h2<{ $compact: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.lg : theme.fontSizes.xl)};
`;

const Copy = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fields = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  ${({ $compact }) =>
    $compact
      ? css`
          grid-template-columns: 1fr auto;
        `
      : css`
          grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) auto;
        `}

  @container newsletter (max-width: ${({ $compact }) => ($compact ? '380px' : '620px')}) {
    grid-template-columns: 1fr;
  }

  /* The error line under a field must not push the button out of line. */
  & > * {
    align-self: start;
  }
  & > button {
    align-self: end;
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.negativeSoft};
  color: ${({ theme }) => theme.colors.negative};
`;

const ThankYou = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.positive};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

/** The weekly tips newsletter form: idle, pending, success (thank-you for 5 s, then the form again) or error. */
export default function NewsletterSignup({ variant = 'full', source = 'newsletter' }: NewsletterSignupProps) {
  const compact = variant === 'compact';
  const ids = useId();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [missingEmail, setMissingEmail] = useState(false);
  const subscribe = useSubscribe();
  const { isSuccess, reset } = subscribe;

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    setMissingEmail(!trimmedEmail);
    if (!trimmedEmail) return;
    subscribe.mutate(
      { email: trimmedEmail, firstName: firstName.trim() || undefined, source },
      {
        onSuccess: () => {
          setEmail('');
          setFirstName('');
        },
      },
    );
  };

  return (
    <Panel $compact={compact} aria-label="Weekly tips newsletter">
      <Title $compact={compact}>Weekly tips newsletter</Title>
      <Copy>
        {compact
          ? 'Paycheck tips in your inbox once a week, read by 1,000+ workers.'
          : 'Join 1,000+ workers who get one short email a week with paycheck, overtime, union benefits and budgeting tips they can use on payday.'}
      </Copy>
      {subscribe.isSuccess ? (
        <ThankYou role="status">
          <strong>Thank you!</strong>
          <p>{subscribe.data.message}</p>
        </ThankYou>
      ) : (
        <form noValidate onSubmit={submit}>
          <Fields $compact={compact}>
            {!compact && (
              <Field label="First name (optional)" htmlFor={`${ids}-first-name`}>
                <Input
                  id={`${ids}-first-name`}
                  autoComplete="given-name"
                  value={firstName}
                  disabled={subscribe.isPending}
                  onChange={(event) => setFirstName(event.target.value)}
                />
              </Field>
            )}
            <Field
              label="Email address"
              htmlFor={`${ids}-email`}
              error={missingEmail ? 'Please enter your email address.' : undefined}
            >
              <Input
                id={`${ids}-email`}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
                aria-invalid={missingEmail}
                value={email}
                disabled={subscribe.isPending}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setMissingEmail(false);
                }}
              />
            </Field>
            <Button type="submit" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
            </Button>
          </Fields>
          {subscribe.isError && <Failure role="alert">{subscribeErrorMessage(subscribe.error)}</Failure>}
          {!compact && <Note>One email a week. Unsubscribe with one click at any time.</Note>}
        </form>
      )}
    </Panel>
  );
}
