import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { adminUserRow } from '../../testing/fixtures';
import { callsTo, mockApi } from '../../testing/mockApi';
import { UserEditModal } from './UserEditModal';

const USER_PATH = `/api/admin/users/${adminUserRow().id}`;

function renderModal(user = adminUserRow()) {
  const onClose = jest.fn();
  renderWithProviders(<UserEditModal user={user} onClose={onClose} />);
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

  it('sends the tier, limit and used as integers with PUT, then closes and says so', async () => {
    const calls = mockApi({ [`PUT ${USER_PATH}`]: { ...adminUserRow(), membershipTier: 'pro' } });
    const onClose = renderModal();

    fireEvent.change(screen.getByLabelText('Membership tier'), { target: { value: 'pro' } });
    fireEvent.change(screen.getByLabelText('Calculation limit'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Calculations used'), { target: { value: '3' } });
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(calls, `PUT ${USER_PATH}`)[0].body).toEqual({
      membershipTier: 'pro',
      calculationsLimit: 20,
      calculationsUsed: 3,
    });
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  });

  it('sends a null limit when the field is left empty (the default limit)', async () => {
    const calls = mockApi({ [`PUT ${USER_PATH}`]: adminUserRow() });
    const onClose = renderModal(adminUserRow({ calculationsLimit: 30 }));

    fireEvent.change(screen.getByLabelText('Calculation limit'), { target: { value: '' } });
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(calls, `PUT ${USER_PATH}`)[0].body).toMatchObject({ calculationsLimit: null, calculationsUsed: 13 });
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
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
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
