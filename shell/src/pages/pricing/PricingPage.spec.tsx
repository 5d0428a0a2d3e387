import { fireEvent, screen, within } from '@testing-library/react';
import { contrastRatio, renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { mockApi } from '../../testing/mockApi';
import { plansFixture } from '../../testing/plansFixture';
import { PricingPage } from './PricingPage';

const card = (name: string) => screen.getByRole('article', { name });

describe('PricingPage', () => {
  beforeEach(() => mockApi({ 'GET /api/plans': { status: 200, body: plansFixture } }));

  it('shows Free vs Pro with prices from /api/plans, monthly first, then yearly', async () => {
    renderWithProviders(<PricingPage />);

    expect(await screen.findByRole('article', { name: 'Pro' })).toHaveTextContent('$5/month');
    expect(card('Free')).toHaveTextContent('$0forever');

    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));

    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
    expect(card('Pro')).toHaveTextContent('$48/year');
    expect(card('Pro')).toHaveTextContent('$4/month billed yearly · Save 20%');
    expect(document.body).not.toHaveTextContent(/\$9\.99|\$99\.99|\$9\b/);
  });

  it('has the comparison table, the pricing FAQ and the 30-day money-back banner', async () => {
    renderWithProviders(<PricingPage />);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Business' })).toBeInTheDocument();
    const exportRow = within(table).getByRole('row', { name: /PDF, CSV and Excel export/ });
    expect(within(exportRow).getByLabelText('Not included')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '30-day money-back guarantee' })).toBeInTheDocument();
    expect(screen.getByText('Is there a money-back guarantee?')).toBeInTheDocument();
  });

  it("draws the comparison's 'not included' dashes readable at 4.5:1 on white (WCAG AA)", async () => {
    renderWithProviders(<PricingPage />);

    const dash = within(await screen.findByRole('table')).getAllByLabelText('Not included')[0];
    expect(contrastRatio(getComputedStyle(dash).color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
  });

  it("asks a visitor to log in before subscribing: 'Authentication Required'", async () => {
    const openSignIn = jest.fn();
    renderWithProviders(<PricingPage />, { auth: { openSignIn } });

    fireEvent.click(await screen.findByRole('button', { name: 'Get Pro' }));

    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to subscribe.')).toBeInTheDocument();
    expect(openSignIn).toHaveBeenCalled();
  });

  it('sends a free user to /subscribe with the chosen period and marks their plan', async () => {
    renderWithProviders(<PricingPage />, { auth: { user: testUser } });
    fireEvent.click(await screen.findByRole('radio', { name: /Yearly/ }));

    expect(within(card('Pro')).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/subscribe?billing=year',
    );
    expect(within(card('Free')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('tells a pro user Pro is their current plan', async () => {
    renderWithProviders(<PricingPage />, { auth: { user: { ...testUser, tier: 'pro', membershipTier: 'pro' } } });

    expect(
      await within(await screen.findByRole('article', { name: 'Pro' })).findByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
    expect(within(card('Free')).getByRole('button', { name: 'Included in your plan' })).toBeDisabled();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    mockApi({ 'GET /api/plans': { status: 503, body: { error: 'down' } } });
    renderWithProviders(<PricingPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load our plans right now.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
