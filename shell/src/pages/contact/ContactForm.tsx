import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ContactRequest } from '@takehome/contracts';
import { Button, Field, Input, TextArea, apiFetch, useToast } from '@takehome/web-kit';
import { FormAlert } from '../../components/FormAlert';
import { contactErrors, SUPPORT_EMAIL, type ContactErrors } from './contactRules';

type FormState = 'idle' | 'sending' | 'success' | 'error';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const EMPTY: ContactRequest = { name: '', email: '', message: '' };

/**
 * docs/product/journeys.md contact form: idle, sending, success, error (the button then reads 'Try Again'). Success
 * is the toast of docs/product/copy.md and an empty form, ready for another message.
 */
export function ContactForm() {
  const id = useId();
  const { showToast } = useToast();
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [state, setState] = useState<FormState>('idle');

  const change = (field: keyof ContactRequest) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState('sending');
    try {
      await apiFetch('/api/email/contact', {
        method: 'POST',
        body: { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      });
      setState('success');
      setValues(EMPTY);
      showToast({
        title: 'Message Sent Successfully!',
        description: "We'll get back to you within 24 hours.",
        tone: 'success',
      });
    } catch {
      setState('error');
      showToast({
        title: 'Failed to Send Message',
        description: `Please try again or email us directly at ${SUPPORT_EMAIL}`,
        tone: 'error',
      });
    }
  };

  const sending = state === 'sending';
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Contact us">
      <Field label="Name" htmlFor={`${id}-name`} error={errors.name}>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          required
          minLength={2}
          value={values.name}
          aria-invalid={errors.name ? true : undefined}
          disabled={sending}
          onChange={change('name')}
        />
      </Field>
      <Field label="Email" htmlFor={`${id}-email`} error={errors.email}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          aria-invalid={errors.email ? true : undefined}
          disabled={sending}
          onChange={change('email')}
        />
      </Field>
      <Field label="Message" htmlFor={`${id}-message`} error={errors.message}>
        <TextArea
          id={`${id}-message`}
          required
          minLength={10}
          rows={6}
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          disabled={sending}
          onChange={change('message')}
        />
      </Field>
      {state === 'error' && (
        <FormAlert title="Your message was not sent">
          Please try again or email us directly at {SUPPORT_EMAIL}.
        </FormAlert>
      )}
      <div>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? 'Sending...' : state === 'error' ? 'Try Again' : 'Send Message'}
        </Button>
      </div>
    </Form>
  );
}
