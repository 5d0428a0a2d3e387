import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { mockApi, requestsTo } from '../../testing/mockApi';
import { plansFixture } from '../../testing/plansFixture';
import { SupportPage } from './SupportPage';

const proUser = { ...testUser, tier: 'pro', membershipTier: 'pro' as const };

describe('SupportPage', () => {
  it('shows the plan badge and the channels, and gates tickets for a free user', async () => {
    mockApi({ 'GET /api/plans': { status: 200, body: plansFixture } });
    renderWithProviders(<SupportPage />, { auth: { user: testUser } });

    expect(await screen.findByText('Your plan: Free')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Phone Support' })).toHaveTextContent('Coming soon');
    expect(screen.getByRole('region', { name: 'Email Support' })).toHaveTextContent('1-2 business days');
    expect(screen.getByRole('heading', { name: 'Pro Feature' })).toBeInTheDocument();
    expect(screen.getByText('Email support is part of Pro. Upgrade to Pro to send a ticket.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
  });

  it('submits a ticket for a pro user, shows its id and response time, and starts another', async () => {
    const fetchMock = mockApi({
      'GET /api/plans': { status: 200, body: plansFixture },
      'POST /api/support/tickets': { status: 201, body: { ticketId: 'TH-000042', responseTime: '1-2 business days' } },
    });
    renderWithProviders(<SupportPage />, { auth: { user: proUser } });
    const submit = await screen.findByRole('button', { name: 'Submit Ticket' });
    expect(submit).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Overtime question ' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('How can we help?'), { target: { value: 'Is double time taxed?' } });
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'high' } });
    fireEvent.click(submit);

    expect(await screen.findByText('TH-000042')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ticket submitted' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/support/tickets')).toEqual([
      { subject: 'Overtime question', message: 'Is double time taxed?', priority: 'high' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Submit Another Ticket' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Priority')).toHaveValue('normal');
  });

  it('keeps the ticket and shows the server error when sending fails', async () => {
    mockApi({
      'GET /api/plans': { status: 200, body: plansFixture },
      'POST /api/support/tickets': { status: 400, body: { error: 'Message is required' } },
    });
    renderWithProviders(<SupportPage />, { auth: { user: proUser } });
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Help' } });
    fireEvent.change(screen.getByLabelText('How can we help?'), { target: { value: 'Something' } });

    fireEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Message is required');
    expect(screen.getByLabelText('Subject')).toHaveValue('Help');
  });
});
