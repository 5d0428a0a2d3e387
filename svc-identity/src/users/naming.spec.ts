import { nameAtSignUp, nameFromDisplayName, splitFullName } from './naming.js';

describe('naming rules (docs/product/identity.md)', () => {
  it('splits a full name on spaces: first word, then the rest', () => {
    expect(splitFullName('  Mary  Ann   van Dyke ')).toEqual({ firstName: 'Mary', lastName: 'Ann van Dyke' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName('')).toEqual({ firstName: '', lastName: '' });
  });

  it('builds displayName from the full name first', () => {
    expect(nameAtSignUp({ email: 'm@x.io', fullName: 'Mary Ann Smith' })).toEqual({
      displayName: 'Mary Ann Smith',
      firstName: 'Mary',
      lastName: 'Ann Smith',
    });
  });

  it('keeps given first and last names and builds displayName from them', () => {
    expect(nameAtSignUp({ email: 'j@x.io', firstName: ' Jo ', lastName: 'Lee' })).toEqual({
      displayName: 'Jo Lee',
      firstName: 'Jo',
      lastName: 'Lee',
    });
    expect(nameAtSignUp({ email: 'j@x.io', fullName: 'Joanna Lee', firstName: 'Jo' })).toEqual({
      displayName: 'Joanna Lee',
      firstName: 'Jo',
      lastName: 'Lee',
    });
  });

  it('falls back to the email', () => {
    expect(nameAtSignUp({ email: 'solo@x.io', firstName: ' ', lastName: '' })).toEqual({
      displayName: 'solo@x.io',
      firstName: '',
      lastName: '',
    });
  });

  it('derives first and last name from a display name', () => {
    expect(nameFromDisplayName('Ana María Ruiz', 'a@x.io')).toEqual({
      displayName: 'Ana María Ruiz',
      firstName: 'Ana',
      lastName: 'María Ruiz',
    });
    expect(nameFromDisplayName('', 'a@x.io').displayName).toBe('a@x.io');
  });
});
