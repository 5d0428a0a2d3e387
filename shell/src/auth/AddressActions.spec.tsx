import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { AddressActions } from './AddressActions';

function Address() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

describe('AddressActions', () => {
  it('opens the sign-in dialog for ?signin=1 and tidies the address', async () => {
    const openSignIn = jest.fn();
    renderWithProviders(
      <>
        <AddressActions />
        <Address />
      </>,
      { route: '/?signin=1&hourlyRate=30', auth: { openSignIn } },
    );

    await waitFor(() => expect(openSignIn).toHaveBeenCalled());
    expect(screen.getByText('/?hourlyRate=30')).toBeInTheDocument();
  });

  it('renews the session after checkout and welcomes the new Pro member', async () => {
    const refresh = jest.fn(() => Promise.resolve({ ...testUser, tier: 'pro', membershipTier: 'pro' as const }));
    renderWithProviders(
      <>
        <AddressActions />
        <Address />
      </>,
      { route: '/?upgraded=pro', auth: { user: testUser, refresh } },
    );

    expect(await screen.findByText('Welcome to Pro!')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('/')).toBeInTheDocument();
  });

  it('shows the toast the page left before it reloaded', async () => {
    sessionStorage.setItem('takehome.pending-toast', JSON.stringify({ title: 'Signed in successfully!' }));
    renderWithProviders(<AddressActions />);

    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    expect(sessionStorage.getItem('takehome.pending-toast')).toBeNull();
  });
});
