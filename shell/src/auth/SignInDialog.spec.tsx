import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthContextValue } from '@takehome/web-kit';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import { reloadSoon } from './afterSignIn';
import { redirectToGoogle, signInWithGooglePopup } from './google/keycloakGoogle';
import { SignInDialog } from './SignInDialog';

jest.mock('./afterSignIn', () => ({
  ...jest.requireActual<typeof import('./afterSignIn')>('./afterSignIn'),
  reloadSoon: jest.fn(),
}));
jest.mock('./google/keycloakGoogle', () => ({ signInWithGooglePopup: jest.fn(), redirectToGoogle: jest.fn() }));

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function openDialog(auth: Partial<AuthContextValue> = {}, initialMode?: 'signIn' | 'signUp') {
  const onClose = jest.fn();
  const view = renderWithProviders(<SignInDialog open onClose={onClose} initialMode={initialMode} />, { auth });
  return { onClose, ...view };
}

function switchToCreateAccount() {
  fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
}

describe('SignInDialog', () => {
  beforeEach(() => {
    jest.mocked(reloadSoon).mockClear();
    sessionStorage.clear();
    mockApi({});
  });

  it('opens in sign-in mode with the email form alone when Google sign-in is not configured', async () => {
    const fetchMock = mockApi({});
    openDialog();

    expect(screen.getByRole('dialog', { name: 'Sign in to TakeHome' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/providers', expect.anything()));
    // No tab leads to a warning and a button that cannot work.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText(/Google/)).not.toBeInTheDocument();
  });

  it('opens straight in create-account mode when asked, and tells a dismissal from a success', () => {
    const { onClose } = openDialog({}, 'signUp');

    expect(screen.getByRole('dialog', { name: 'Create your TakeHome account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('says "Passwords don\'t match" and sends nothing when the passwords differ', () => {
    const signUp = jest.fn();
    openDialog({ signUp });
    switchToCreateAccount();

    type('Email', 'pat@example.com');
    type('Password', 'secret12');
    type('Confirm password', 'secret13');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Passwords don't match");
    expect(alert).toHaveTextContent('Please make sure both passwords are the same.');
    expect(signUp).not.toHaveBeenCalled();
  });

  it("says 'Password too short' for fewer than 6 characters", () => {
    const signUp = jest.fn();
    openDialog({ signUp });
    switchToCreateAccount();

    type('Email', 'pat@example.com');
    type('Password', 'abc12');
    type('Confirm password', 'abc12');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Password too short');
    expect(alert).toHaveTextContent('Password must be at least 6 characters long.');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('clears the form when switching between sign-in and create-account', () => {
    openDialog();
    type('Email', 'pat@example.com');
    type('Password', 'secret12');

    switchToCreateAccount();
    expect(screen.getByRole('dialog', { name: 'Create your TakeHome account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    type('Full name (optional)', 'Pat Worker');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('creates the account with the full name split into first and last name, then welcomes and reloads', async () => {
    const signUp = jest.fn(() => Promise.resolve());
    const { onClose } = openDialog({ signUp });
    switchToCreateAccount();

    type('Full name (optional)', '  Mary  Ann Smith ');
    type('Email', 'mary@example.com');
    type('Password', 'secret12');
    type('Confirm password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(signUp).toHaveBeenCalledWith({
      email: 'mary@example.com',
      password: 'secret12',
      firstName: 'Mary',
      lastName: 'Ann Smith',
    });
    expect(screen.getByText('Account created successfully!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to TakeHome.')).toBeInTheDocument();
    expect(reloadSoon).toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('takehome.pending-toast')!)).toMatchObject({
      title: 'Account created successfully!',
    });
  });

  it('signs up with empty names when the full name is left out', async () => {
    const signUp = jest.fn(() => Promise.resolve());
    openDialog({ signUp });
    switchToCreateAccount();

    type('Email', 'solo@example.com');
    type('Password', 'secret12');
    type('Confirm password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ firstName: '', lastName: '' })));
  });

  it('shows the server text when sign-in fails and keeps the dialog open', async () => {
    const signIn = jest.fn(() => Promise.reject(new Error('Incorrect password. Please try again.')));
    const { onClose } = openDialog({ signIn });

    type('Email', 'pat@example.com');
    type('Password', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    expect(signIn).toHaveBeenCalledWith({ email: 'pat@example.com', password: 'wrong-one' });
    expect(onClose).not.toHaveBeenCalled();
    expect(reloadSoon).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("welcomes back after signing in: 'Signed in successfully!'", async () => {
    const { onClose } = openDialog();

    type('Email', 'pat@example.com');
    type('Password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByText('Signed in successfully!')).toBeInTheDocument();
    expect(screen.getByText('Welcome back.')).toBeInTheDocument();
    expect(reloadSoon).toHaveBeenCalled();
  });

  describe('with Keycloak configured', () => {
    const keycloak = { url: 'https://auth.example.com', realm: 'takehome', clientId: 'takehome-web' };

    beforeEach(() => {
      mockApi({ 'GET /api/auth/providers': { status: 200, body: { keycloak } } });
      jest.mocked(signInWithGooglePopup).mockReset();
      jest.mocked(redirectToGoogle).mockReset().mockResolvedValue();
    });

    it('has the Email & Password and Google Sign-In tabs, email first', async () => {
      openDialog();

      expect(await screen.findByRole('tab', { name: 'Google Sign-In' })).toHaveAttribute('aria-selected', 'false');
      expect(screen.getByRole('tab', { name: 'Email & Password' })).toHaveAttribute('aria-selected', 'true');
    });

    it('moves between the tabs with the arrow keys', async () => {
      openDialog();
      const tabs = await screen.findByRole('tablist', { name: 'Sign-in method' });

      fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Email & Password' }), { key: 'ArrowRight' });

      expect(screen.getByRole('tab', { name: 'Google Sign-In' })).toHaveFocus();
    });

    it('signs in through the Google pop-up and reloads', async () => {
      const popup = {} as Window;
      jest.spyOn(window, 'open').mockReturnValue(popup);
      jest.mocked(signInWithGooglePopup).mockResolvedValue();
      const { onClose } = openDialog();
      fireEvent.click(await screen.findByRole('tab', { name: 'Google Sign-In' }));

      fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));

      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(signInWithGooglePopup).toHaveBeenCalledWith(keycloak, popup);
      expect(reloadSoon).toHaveBeenCalled();
    });

    it('says the sign-in was cancelled when the pop-up is closed', async () => {
      jest.spyOn(window, 'open').mockReturnValue({} as Window);
      jest.mocked(signInWithGooglePopup).mockRejectedValue(new Error('Sign-in cancelled. Click to try again.'));
      openDialog();
      fireEvent.click(await screen.findByRole('tab', { name: 'Google Sign-In' }));

      fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in cancelled. Click to try again.');
    });

    it('falls back to a redirect when the pop-up is blocked', async () => {
      jest.useFakeTimers();
      jest.spyOn(window, 'open').mockReturnValue(null);
      openDialog();
      fireEvent.click(await screen.findByRole('tab', { name: 'Google Sign-In' }));

      fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));

      expect(await screen.findByText('Popup blocked. Redirecting to Google sign-in...')).toBeInTheDocument();
      jest.runOnlyPendingTimers();
      expect(redirectToGoogle).toHaveBeenCalledWith(keycloak);
      jest.useRealTimers();
    });
  });
});
