import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { adminUserRow } from '../../testing/fixtures';
import { callsTo, mockApi } from '../../testing/mockApi';
import { UserEditModal } from './UserEditModal';

const USER_PATH = `/api/admin/users/${adminUserRow().id}`;
const USAGE_PATH = `/api/admin/calculator-usage/${adminUserRow().id}`;
/** The user's live window as svc-calc reported it: 3 of 15 used. */
const WINDOW = { used: 3, limit: 15, resetAt: '2026-11-22T18:00:00.000Z' };

function renderModal(user = adminUserRow()) {
  const onClose = jest.fn();
  renderWithProviders(<UserEditModal user={user} window={WINDOW} onClose={onClose} />);
  return onClose;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('UserEditModal', () => {
  it('offers the tiers free, plus, pro, business and webmaster', () => {
    renderModal();
    const tier = screen.getByLabelText('Membership tier');
    const options = within(tier)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['free', 'plus', 'pro', 'business', 'webmaster']);
  });

  it('sends tier and limit to svc-identity and the count used to svc-calc, its owner', async () => {
    const calls = mockApi({
      [`PUT ${USER_PATH}`]: { ...adminUserRow(), membershipTier: 'pro' },
      [`PUT ${USAGE_PATH}`]: { ...WINDOW, used: 14 },
    });
    const onClose = renderModal();

    expect(screen.getByLabelText('Calculations used')).toHaveValue(3);
    fireEvent.change(screen.getByLabelText('Membership tier'), { target: { value: 'pro' } });
    fireEvent.change(screen.getByLabelText('Calculation limit'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Calculations used'), { target: { value: '14' } });
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(calls, `PUT ${USER_PATH}`)[0].body).toEqual({ membershipTier: 'pro', calculationsLimit: 20 });
    expect(callsTo(calls, `PUT ${USAGE_PATH}`)[0].body).toEqual({ used: 14 });
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  });

  it('sends a null limit when the field is left empty (the default limit)', async () => {
    const calls = mockApi({ [`PUT ${USER_PATH}`]: adminUserRow() });
    const onClose = renderModal(adminUserRow({ calculationsLimit: 30 }));

    fireEvent.change(screen.getByLabelText('Calculation limit'), { target: { value: '' } });
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(calls, `PUT ${USER_PATH}`)[0].body).toMatchObject({ calculationsLimit: null });
    expect(callsTo(calls, `PUT ${USAGE_PATH}`)).toHaveLength(0);
  });

  it('refuses numbers that are not whole', () => {
    const calls = mockApi({});
    renderModal();

    fireEvent.change(screen.getByLabelText('Calculations used'), { target: { value: '2.5' } });

    expect(screen.getByText('Enter a whole number (0 or more).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    save();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Error updating user: {server error}' and stays open when the server refuses", async () => {
    mockApi({
      [`PUT ${USER_PATH}`]: () => ({ status: 400, body: { error: 'membershipTier must be one of free, plus' } }),
    });
    const onClose = renderModal();

    save();

    expect(
      await screen.findAllByText('Error updating user: membershipTier must be one of free, plus'),
    ).not.toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows 'Error updating user' when the request never reaches the server", async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    renderModal();

    save();

    expect(await screen.findAllByText('Error updating user')).not.toHaveLength(0);
  });

  it('locks the tier of the admin account, which the server will not change', () => {
    renderModal(adminUserRow({ membershipTier: 'admin' }));
    expect(screen.getByLabelText('Membership tier')).toBeDisabled();
    expect(screen.getByText("The admin account's tier cannot be changed.")).toBeInTheDocument();
  });
});
