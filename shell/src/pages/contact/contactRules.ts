import type { ContactRequest } from '@takehome/contracts';

/** The address people can always write to (docs/product/copy.md contact failure toast). */
export const SUPPORT_EMAIL = 'support@takehome.app';

export type ContactErrors = Partial<Record<keyof ContactRequest, string>>;

/** docs/product/copy.md: name of at least 2 characters, a valid email, a message of at least 10 characters. */
export function contactErrors({ name, email, message }: ContactRequest): ContactErrors {
  const errors: ContactErrors = {};
  if (name.trim().length < 2) errors.name = 'Please enter your name (at least 2 characters).';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = 'Please enter a valid email address.';
  if (message.trim().length < 10) errors.message = 'Please write a message of at least 10 characters.';
  return errors;
}
