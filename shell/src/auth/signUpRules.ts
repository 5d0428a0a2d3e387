import { MIN_PASSWORD_LENGTH } from '@takehome/contracts';

/** A problem with the form, shown as a title and a sentence (docs/product/identity.md). */
export interface FormProblem {
  title: string;
  description: string;
}

export const PASSWORDS_DIFFER: FormProblem = {
  title: "Passwords don't match",
  description: 'Please make sure both passwords are the same.',
};

export const PASSWORD_TOO_SHORT: FormProblem = {
  title: 'Password too short',
  description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
};

/** docs/product/identity.md sign-up checks made before anything is sent. */
export function signUpProblem(password: string, confirmPassword: string): FormProblem | null {
  if (password !== confirmPassword) return PASSWORDS_DIFFER;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/** docs/product/identity.md: the first word of the full name is the first name, the rest the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}
