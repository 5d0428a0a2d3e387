import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { leaveFor } from '../../browserNavigation';
import { mockApi, requestsTo } from '../../testing/mockApi';
import { plansFixture } from '../../testing/plansFixture';
import { SubscribePage } from './SubscribePage';

jest.mock('../../browserNavigation', () => ({ leaveFor: jest.fn() }));

const PLANS = { 'GET /api/plans': { status: 200, body: plansFixture } };

describe('SubscribePage', () => {
  beforeEach(() => jest.mocked(leaveFor).mockClear());

  it('offers Pro monthly and yearly (yearly chosen) and links back to pricing', async () => {
    mockApi(PLANS);
    renderWithProviders(<SubscribePage />, { auth: { user: testUser } });

    expect(screen.getByRole('heading', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Pro Yearly/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pro Monthly/ })).not.toBeChecked();
    expect(screen.getByText('$48')).toBeInTheDocument();
    expect(screen.getByText('$5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('starts checkout for the chosen price, shows processing, then goes to the provider', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fetchMock = mockApi({
      ...PLANS,
      'POST /api/create-checkout-session': { status: 200, body: { url: 'https://pay.example/session' } },
    });
    renderWithProviders(<SubscribePage />, { route: '/subscribe?billing=month', auth: { user: testUser } });
    expect(await screen.findByRole('radio', { name: /Pro Monthly/ })).toBeChecked();
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((...args) => new Promise((resolve) => (answer = () => resolve(original(...args)))));

    fireEvent.click(screen.getByRole('button', { name: 'Continue to Secure Checkout' }));

    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();
    answer(undefined);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example/session'));
    expect(requestsTo(fetchMock, 'POST /api/create-checkout-session')).toEqual([{ priceId: 'pro_monthly' }]);
  });

  it.each([
    ['the session cannot be created', { status: 500, body: { error: 'Failed to create checkout session' } }],
    ['no checkout URL comes back', { status: 200, body: {} }],
  ])("shows 'Subscription Error' when %s", async (_case, answer) => {
    mockApi({ ...PLANS, 'POST /api/create-checkout-session': answer });
    renderWithProviders(<SubscribePage />, { auth: { user: testUser } });

    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Secure Checkout' }));

    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to start subscription process. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Secure Checkout' })).toBeEnabled();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('tells someone who already has Pro instead of taking payment', async () => {
    mockApi(PLANS);
    renderWithProviders(<SubscribePage />, {
      auth: { user: { ...testUser, tier: 'business', membershipTier: 'business' } },
    });

    expect(await screen.findByRole('heading', { name: "You're on Business" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Secure Checkout' })).not.toBeInTheDocument();
  });
});
