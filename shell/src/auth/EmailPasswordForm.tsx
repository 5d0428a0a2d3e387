import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, useAuth } from '@takehome/web-kit';
import { FormAlert } from '../components/FormAlert';
import { signUpProblem, splitFullName, type FormProblem } from './signUpRules';

export type EmailMode = 'signIn' | 'signUp';

const COPY: Record<EmailMode, { form: string; submit: string; pending: string; question: string; other: string }> = {
  signIn: {
    form: 'Sign in',
    submit: 'Sign In',
    pending: 'Signing in...',
    question: 'New to TakeHome? ',
    other: 'Create an account',
  },
  signUp: {
    form: 'Create account',
    submit: 'Create Account',
    pending: 'Creating account...',
    question: 'Already have an account? ',
    other: 'Sign in',
  },
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Switch = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.teal};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
`;

export interface EmailPasswordFormProps {
  mode: EmailMode;
  /** Switching modes remounts the form (keyed by mode), which clears it (docs/product/paths.md). */
  onModeChange: (mode: EmailMode) => void;
  onSuccess: (mode: EmailMode) => void;
}

/** The dialog's Email & Password tab: sign in, or create an account with the checks of docs/product/identity.md. */
export function EmailPasswordForm({ mode, onModeChange, onSuccess }: EmailPasswordFormProps) {
  const { signIn, signUp } = useAuth();
  const id = useId();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const creating = mode === 'signUp';
  const copy = COPY[mode];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = creating ? signUpProblem(password, confirmPassword) : null;
    setProblem(found);
    if (found) return;
    setPending(true);
    try {
      if (creating) await signUp({ email: email.trim(), password, ...splitFullName(fullName) });
      else await signIn({ email: email.trim(), password });
      onSuccess(mode);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={copy.form}>
      {creating && (
        <Field label="Full name (optional)" htmlFor={`${id}-name`}>
          <Input
            id={`${id}-name`}
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
        </Field>
      )}
      <Field label="Email" htmlFor={`${id}-email`}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Password" htmlFor={`${id}-password`} hint={creating ? 'At least 6 characters.' : undefined}>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete={creating ? 'new-password' : 'current-password'}
          required
          value={password}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {creating && (
        <Field label="Confirm password" htmlFor={`${id}-confirm`}>
          <Input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            required
            value={confirmPassword}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </Field>
      )}
      {problem && <FormAlert title={problem.title}>{problem.description}</FormAlert>}
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? copy.pending : copy.submit}
      </Button>
      <Switch>
        {copy.question}
        <LinkButton type="button" onClick={() => onModeChange(creating ? 'signIn' : 'signUp')}>
          {copy.other}
        </LinkButton>
      </Switch>
    </Form>
  );
}
