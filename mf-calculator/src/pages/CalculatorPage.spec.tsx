import { useLocation } from 'react-router';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { calculatePaycheck, formatMoney } from '@takehome/calc-engine';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import CalculatorPage from './CalculatorPage';

const LIMIT_TEXT =
  "Calculation Limit Reached! You've used all 15 free calculations. Upgrade to continue calculating without limits.";
const USAGE = '/api/calculator-usage';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderPage(route = '/', auth = {}) {
  return renderWithProviders(
    <>
      <CalculatorPage />
      <Address />
    </>,
    { route, auth },
  );
}

/** Fills the browser's usage record as if `count` calculations were made a minute ago. */
function usedAlready(count: number) {
  localStorage.setItem('takehome.usage.anonymous', JSON.stringify({ count, lastReset: Date.now() - 60_000 }));
}

const calculateButton = () => screen.getByRole('button', { name: /Calculate Pay|Limit Reached/ });

/** Lets timers (and the promises and query updates they start) run for `ms`. */
async function settle(ms = 0) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

async function pressCalculate() {
  fireEvent.click(calculateButton());
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('the calculator home', () => {
  it('prefills from the address, resets it to / and calculates by itself after 0.5 s', async () => {
    const calls = mockApi([{ method: 'POST', path: USAGE, status: 201, body: { used: 1, limit: 15, resetAt: null } }]);
    renderPage('/?hourlyRate=30&regularHours=40&overtimeHours=5&combinedTaxRate=20&isUnion=true&noTaxOnOvertime=true');

    expect(screen.getByLabelText('Hourly Rate')).toHaveValue(30);
    expect(screen.getByLabelText('Overtime Hours')).toHaveValue(5);
    expect(screen.getByLabelText('Combined Tax Rate')).toHaveValue(20);
    expect(screen.getByLabelText('Union Member')).toBeChecked();
    expect(screen.getByLabelText('No Tax on Overtime')).toBeChecked();
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/);

    await settle(499);
    expect(screen.queryByTestId('net-pay')).not.toBeInTheDocument();
    await settle(1);

    const expected = calculatePaycheck({
      hourlyRate: 30,
      regularHours: 40,
      overtimeHours: 5,
      combinedTaxRate: 20,
      isUnion: true,
      noTaxOnOvertime: true,
    });
    expect(screen.getByTestId('net-pay')).toHaveTextContent(formatMoney(expected.netPay));
    expect(calls.filter((c) => c.method === 'POST' && c.url === USAGE)).toHaveLength(1);
    expect(calculateButton()).toHaveTextContent('Uses: 1 / 15');
  });

  it('does nothing by itself without calculator parameters', async () => {
    mockApi([]);
    renderPage('/?utm_source=newsletter');

    await settle(5000);

    expect(screen.queryByTestId('net-pay')).not.toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/?utm_source=newsletter');
    expect(screen.getByLabelText('Hourly Rate')).toHaveValue(25);
  });

  it('calculates from the form and counts the use', async () => {
    mockApi([{ method: 'POST', path: USAGE, status: 201, body: {} }]);
    renderPage();
    await settle();
    expect(calculateButton()).toHaveTextContent('Uses: 0 / 15');

    fireEvent.change(screen.getByLabelText('Regular Hours'), { target: { value: '37.5' } });
    await pressCalculate();

    expect(screen.getByTestId('net-pay')).toHaveTextContent('$937.50');
    expect(calculateButton()).toHaveTextContent('Uses: 1 / 15');
  });

  it('opens Taxes & Deductions and the D/W/M choice from the keyboard-reachable section toggles', () => {
    mockApi([]);
    renderPage();

    const taxes = screen.getByRole('button', { name: /Taxes & Deductions/ });
    expect(taxes).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(taxes);
    expect(taxes).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Combined Tax Rate')).toHaveAttribute('step', '0.1');
    fireEvent.click(screen.getByRole('button', { name: /Weekly Expenses/ }));
    const rentFrequency = screen.getByRole('radiogroup', { name: 'Rent/Mortgage frequency' });
    expect(within(rentFrequency).getByLabelText('Weekly')).toBeChecked();
    expect(screen.getByLabelText('Hourly Rate')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Regular Hours')).toHaveAttribute('step', '0.5');
    expect(screen.getByLabelText('Days Worked')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Days Worked')).toHaveAttribute('max', '7');
  });

  it('shows the limit dialog when the 15th calculation uses the window up', async () => {
    mockApi([{ method: 'POST', path: USAGE, status: 201, body: {} }]);
    usedAlready(14);
    renderPage();
    await settle();

    await pressCalculate();

    const dialog = screen.getByRole('dialog', { name: 'Calculation Limit Reached!' });
    expect(dialog).toHaveTextContent(
      "You've used all 15 free calculations. Upgrade to continue calculating without limits.",
    );
    expect(dialog).toHaveTextContent(/Reset in 5h 59m/);
    expect(within(dialog).getByRole('link', { name: 'View Membership Plans' })).toHaveAttribute('href', '/pricing');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calculateButton()).toBeDisabled();
    expect(calculateButton()).toHaveTextContent('Limit Reached');
    expect(screen.getByText(LIMIT_TEXT, { exact: false })).toBeInTheDocument();
  });

  it('refuses a calculation at the limit with the out-of-calculations dialog and its countdown', async () => {
    const calls = mockApi([]);
    usedAlready(15);
    renderPage('/?hourlyRate=30');

    await settle(500);

    const dialog = screen.getByRole('dialog', { name: 'Out of Calculations' });
    expect(dialog).toHaveTextContent(LIMIT_TEXT);
    expect(dialog).toHaveTextContent(/Your free calculations reset in 5h 5[89]m/);
    expect(screen.queryByTestId('net-pay')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === USAGE)).toHaveLength(0);
  });

  it("refuses a signed-in user's calculation when the server answers 429", async () => {
    const resetAt = new Date(Date.now() + 90 * 60_000).toISOString();
    mockApi([
      { path: USAGE, body: { used: 3, limit: 15, resetAt } },
      { method: 'POST', path: USAGE, status: 429, body: { error: LIMIT_TEXT, used: 15, limit: 15, resetAt } },
      {
        path: /\/api\/analytics\//,
        body: { totalCalculations: 0, totalNetPay: 0, averageGrossPay: 0, totalLeftOver: 0 },
      },
    ]);
    renderPage('/', { user: testUser });
    await settle();
    expect(calculateButton()).toHaveTextContent('Uses: 3 / 15');

    await pressCalculate();

    const dialog = screen.getByRole('dialog', { name: 'Out of Calculations' });
    expect(dialog).toHaveTextContent(LIMIT_TEXT);
    expect(dialog).toHaveTextContent('reset in 1h 30m');
  });
});

describe('saving a calculation', () => {
  const summary = { totalCalculations: 2, totalNetPay: 2000, averageGrossPay: 1100, totalLeftOver: -50.5 };
  const rows = [
    {
      id: 'c1',
      name: '$25/hr · 40 h · Nov 22',
      calculationDate: '2030-11-22T15:00:00Z',
      netPay: 1000,
      leftOver: -25.25,
    },
  ];

  function signedInApi(save: { status: number; body: unknown }) {
    return mockApi([
      { path: USAGE, body: { used: 0, limit: 15, resetAt: null } },
      { method: 'POST', path: USAGE, status: 201, body: { used: 1, limit: 15, resetAt: null } },
      { path: `/api/calculations/monthly-summary/${testUser.id}`, body: summary },
      { path: `/api/calculations/this-month/${testUser.id}`, body: rows },
      { method: 'POST', path: '/api/calculations/save', ...save },
    ]);
  }

  it('after "Sign Up to Save" and the reload, brings back the inputs and result and saves them once', async () => {
    // The visitor's page before signing up: a result, and the save asked for.
    const visitor = renderPage('/');
    await settle();
    mockApi([{ method: 'POST', path: USAGE, status: 201, body: {} }]);
    fireEvent.change(screen.getByLabelText('Hourly Rate'), { target: { value: '31.5' } });
    await pressCalculate();
    const netPay = screen.getByTestId('net-pay').textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up to Save' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Create Free Account' }));
    await settle();
    visitor.unmount();

    // The page after the sign-up's reload, signed in.
    const calls = signedInApi({ status: 201, body: { id: 'c2' } });
    renderPage('/', { user: testUser });
    await settle();

    expect(screen.getByLabelText('Hourly Rate')).toHaveValue(31.5);
    expect(screen.getByTestId('net-pay').textContent).toBe(netPay);
    expect(screen.getByText('Calculation saved to your account!')).toBeInTheDocument();
    const saves = calls.filter((c) => c.url.startsWith('/api/calculations/save'));
    expect(saves).toHaveLength(1);
    expect(saves[0].body).toMatchObject({ calculationData: { inputs: { hourlyRate: 31.5 } } });
    // No calculation was counted for bringing it back.
    expect(calls.filter((c) => c.method === 'POST' && c.url.startsWith(USAGE))).toHaveLength(0);
  });

  it("saves to the account with 'Saving...', the success message, and fetches the month again", async () => {
    const calls = signedInApi({ status: 201, body: { id: 'c2' } });
    renderPage('/', { user: testUser });
    await settle();
    await pressCalculate();

    fireEvent.click(screen.getByRole('button', { name: 'Save to Account' }));
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await settle();

    expect(screen.getByText('Calculation saved to your account!')).toBeInTheDocument();
    const save = calls.find((c) => c.url.startsWith('/api/calculations/save'))!;
    expect(save.body).toMatchObject({
      userId: testUser.id,
      calculationData: { inputs: { hourlyRate: 25, regularHours: 40 }, results: { netPay: 1000 }, weeklyExpenses: [] },
    });
    expect(calls.filter((c) => c.url.startsWith(`/api/calculations/monthly-summary/${testUser.id}`))).toHaveLength(2);
  });

  it("shows 'Failed to save calculation: {server text}' in a red box", async () => {
    signedInApi({ status: 400, body: { error: 'calculationData.inputs.hourlyRate: must be a number' } });
    renderPage('/', { user: testUser });
    await settle();
    await pressCalculate();

    fireEvent.click(screen.getByRole('button', { name: 'Save to Account' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to save calculation: calculationData.inputs.hourlyRate: must be a number',
    );
  });

  it('shows the This Month card with its details on demand', async () => {
    signedInApi({ status: 201, body: {} });
    renderPage('/', { user: testUser });
    await settle();

    const card = within(screen.getByRole('region', { name: 'This Month' }));
    expect(card.getByText('Calculations').nextSibling).toHaveTextContent('2');
    expect(card.getByText('Total Net Pay').nextSibling).toHaveTextContent('$2,000.00');
    expect(card.getByText('Average Gross').nextSibling).toHaveTextContent('$1,100.00');
    expect(card.getByText('Left Over').nextSibling).toHaveTextContent('-$50.50');
    fireEvent.click(card.getByRole('button', { name: 'Show Details' }));
    await settle();

    const recent = card.getByRole('list', { name: 'Recent calculations' });
    expect(recent).toHaveTextContent('$25/hr · 40 h · Nov 22');
    expect(recent).toHaveTextContent('Net pay $1,000.00');
    expect(recent).toHaveTextContent('Left over -$25.25');
    fireEvent.click(card.getByRole('button', { name: 'Hide Details' }));
    expect(card.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers visitors a sign-up instead of saving', async () => {
    mockApi([{ method: 'POST', path: USAGE, status: 201, body: {} }]);
    renderPage();
    await pressCalculate();

    expect(screen.queryByRole('button', { name: 'Save to Account' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up to Save' }));

    expect(screen.getByRole('dialog', { name: 'Join TakeHome' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'This Month' })).not.toBeInTheDocument();
  });
});
