import { screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { adminUserRow } from '../../testing/fixtures';
import { UsersTable } from './UsersTable';

const window = (used: number, limit: number | null = 15) => ({ used, limit, resetAt: '2026-11-22T18:00:00.000Z' });

describe('UsersTable', () => {
  it("shows each user's live window from svc-calc, highlighting usage above 80% of the limit, and only that", () => {
    renderWithProviders(
      <UsersTable
        users={[
          adminUserRow({ id: 'a', email: 'near@example.com' }),
          adminUserRow({ id: 'b', email: 'at80@example.com' }),
          adminUserRow({ id: 'c', email: 'custom@example.com', calculationsLimit: 10 }),
          adminUserRow({ id: 'd', email: 'pro@example.com', membershipTier: 'pro' }),
        ]}
        usage={{ a: window(13), b: window(12), c: window(9, 10), d: window(400, null) }}
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
