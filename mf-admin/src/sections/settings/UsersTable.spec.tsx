import { screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { adminUserRow } from '../../testing/fixtures';
import { UsersTable } from './UsersTable';

describe('UsersTable', () => {
  it('highlights usage above 80% of the limit, and only that', () => {
    renderWithProviders(
      <UsersTable
        users={[
          adminUserRow({ id: 'a', email: 'near@example.com', calculationsUsed: 13 }),
          adminUserRow({ id: 'b', email: 'at80@example.com', calculationsUsed: 12 }),
          adminUserRow({ id: 'c', email: 'custom@example.com', calculationsUsed: 9, calculationsLimit: 10 }),
          adminUserRow({ id: 'd', email: 'pro@example.com', calculationsUsed: 400, membershipTier: 'pro' }),
        ]}
        onEdit={jest.fn()}
      />,
    );

    const rowOf = (email: string) => screen.getByText(email).closest('tr')!;
    expect(rowOf('near@example.com')).toHaveTextContent('13 / 15Above 80% of the limit');
    expect(rowOf('at80@example.com')).not.toHaveTextContent('Above 80%');
    expect(rowOf('custom@example.com')).toHaveTextContent('9 / 10Above 80% of the limit');
    expect(rowOf('pro@example.com')).toHaveTextContent('400 · Unlimited');
    expect(rowOf('pro@example.com')).not.toHaveTextContent('Above 80%');
  });
});
