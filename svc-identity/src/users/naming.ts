/** How a user is named (docs/product/identity.md). */
export interface PersonName {
  displayName: string;
  firstName: string;
  lastName: string;
}

const clean = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/** Splits a full name on spaces: the first word is the first name, the rest the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = clean(fullName).split(' ');
  return { firstName, lastName: rest.join(' ') };
}

/**
 * docs/product/identity.md: displayName is the full name, else first and last name, else the email. Given first
 * and last names are kept; missing ones are taken from the full name.
 */
export function nameAtSignUp(input: {
  email: string;
  fullName?: string;
  firstName?: string;
  lastName?: string;
}): PersonName {
  const fullName = clean(input.fullName);
  const fromFullName = splitFullName(fullName);
  const firstName = clean(input.firstName) || fromFullName.firstName;
  const lastName = clean(input.lastName) || fromFullName.lastName;
  const displayName = fullName || clean(`${firstName} ${lastName}`) || input.email;
  return { displayName, firstName, lastName };
}

/** docs/product/identity.md: with the identity service, first and last name are derived from the display name. */
export function nameFromDisplayName(displayName: string, email: string): PersonName {
  return { displayName: clean(displayName) || email, ...splitFullName(displayName) };
}
