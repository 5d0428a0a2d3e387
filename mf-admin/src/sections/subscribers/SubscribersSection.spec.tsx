import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import type { Subscriber, SubscriberListResponse } from '@takehome/contracts';
import { callsTo, mockApi } from '../../testing/mockApi';
import { SubscribersSection } from './SubscribersSection';

const subscriber: Subscriber = {
  id: '7a7b7c7d-0000-4000-8000-000000000001',
  email: 'reader@example.com',
  firstName: 'Rae',
  source: 'blog',
  isActive: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  unsubscribeUrl: 'http://localhost/unsubscribe/x',
};
const list: SubscriberListResponse = {
  subscribers: [subscriber],
  total: 1,
  totals: { total: 120, active: 97, thisMonth: 14 },
};
const PATH = `/api/admin/email-subscribers/${subscriber.id}`;

describe('SubscribersSection', () => {
  it('shows the totals and sends the search, source and status filters', async () => {
    const calls = mockApi({ 'GET /api/admin/email-subscribers': list });
    renderWithProviders(<SubscribersSection />);

    expect(await screen.findByText('120')).toBeInTheDocument();
    expect(screen.getByText('97')).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'blog' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'unsubscribed' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'rae' } });

    await waitFor(() => {
      const last = callsTo(calls, 'GET /api/admin/email-subscribers').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({
        q: 'rae',
        source: 'blog',
        status: 'unsubscribed',
        offset: '0',
        limit: '50',
      });
    });
  });

  it('edits a subscriber in place with PUT', async () => {
    const calls = mockApi({
      'GET /api/admin/email-subscribers': list,
      [`PUT ${PATH}`]: { ...subscriber, isActive: false },
    });
    renderWithProviders(<SubscribersSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit reader@example.com' }));

    fireEvent.change(screen.getByLabelText('First name of reader@example.com'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Active'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(calls, `PUT ${PATH}`)).toHaveLength(1));
    expect(callsTo(calls, `PUT ${PATH}`)[0].body).toEqual({
      email: 'reader@example.com',
      firstName: null,
      source: 'blog',
      isActive: false,
    });
  });

  it("says 'Error updating subscriber: {error}' when the server refuses", async () => {
    mockApi({
      'GET /api/admin/email-subscribers': list,
      [`PUT ${PATH}`]: () => ({ status: 409, body: { error: 'This email is already subscribed.' } }),
    });
    renderWithProviders(<SubscribersSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit reader@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error updating subscriber: This email is already subscribed.')).toBeInTheDocument();
  });

  it("asks before deleting and says 'Error deleting subscriber: {error}' on failure", async () => {
    mockApi({
      'GET /api/admin/email-subscribers': list,
      [`DELETE ${PATH}`]: () => ({ status: 404, body: { error: 'Subscriber not found' } }),
    });
    renderWithProviders(<SubscribersSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete reader@example.com' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete subscriber?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Subscriber' }));

    expect(await screen.findByText('Error deleting subscriber: Subscriber not found')).toBeInTheDocument();
  });

  it('exports the filtered list as CSV from the server, with the access token', async () => {
    const calls = mockApi({
      'GET /api/admin/email-subscribers': list,
      'GET /api/admin/email-subscribers/export.csv': 'email,firstName\r\nreader@example.com,Rae\r\n',
    });
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<SubscribersSection />, { auth: { accessToken: 'token-1' } });

    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'footer' } });
    await screen.findByText('reader@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [exportCall] = callsTo(calls, 'GET /api/admin/email-subscribers/export.csv');
    expect(exportCall.query.get('source')).toBe('footer');
    expect(exportCall.headers.Authorization).toBe('Bearer token-1');
  });
});
