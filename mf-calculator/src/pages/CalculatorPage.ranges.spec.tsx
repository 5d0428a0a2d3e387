import { act, fireEvent, screen } from '@testing-library/react';
import { calculatePaycheck, formatMoney } from '@takehome/calc-engine';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import CalculatorPage from './CalculatorPage';

// A number outside its range is shown with the allowed range next to its field, and
// Calculate Pay does not quietly compute with another number (−10 hours as 0, 10 days as 7).

const USAGE = '/api/calculator-usage';

const calculateButton = () => screen.getByRole('button', { name: /Calculate Pay/ });
const usagePosts = (calls: Array<{ method: string; url: string }>) =>
  calls.filter((c) => c.method === 'POST' && c.url === USAGE);

async function settle(ms = 0) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

async function pressCalculate() {
  fireEvent.click(calculateButton());
  await settle(1);
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}


beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('calculator fields out of range', () => {
  it('shows the allowed range next to the field and does not calculate until it is fixed', async () => {
    const calls = mockApi([{ method: 'POST', path: USAGE, status: 201, body: {} }]);
    renderWithProviders(<CalculatorPage />);
    await settle();

    type('Overtime Hours', '-10');
    expect(screen.getByLabelText('Overtime Hours')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a number from 0 to 168')).toBeInTheDocument();
    type('Days Worked', '10');
    expect(screen.getByText('Enter a whole number from 1 to 7')).toBeInTheDocument();
    expect(screen.queryByText('1 to 7')).not.toBeInTheDocument();

    await pressCalculate();
    expect(screen.queryByTestId('net-pay')).not.toBeInTheDocument();
    expect(usagePosts(calls)).toHaveLength(0);
    expect(screen.getByLabelText('Overtime Hours')).toHaveFocus();
    expect(calculateButton()).toHaveTextContent('Uses: 0 / 15');

    type('Overtime Hours', '10');
    type('Days Worked', '6');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Days Worked')).not.toHaveAttribute('aria-invalid');
    await pressCalculate();
    const expected = calculatePaycheck({ hourlyRate: 25, regularHours: 40, overtimeHours: 10, daysWorked: 6 });
    expect(screen.getByTestId('net-pay')).toHaveTextContent(formatMoney(expected.netPay));
    expect(usagePosts(calls)).toHaveLength(1);
  });

  it('refuses more hours than a week has, alone or added up, and warns of a week over 80 hours', async () => {
    const calls = mockApi([{ method: 'POST', path: USAGE, status: 201, body: {} }]);
    renderWithProviders(<CalculatorPage />);
    await settle();

    type('Regular Hours', '200');
    expect(screen.getByText('Enter a number from 0 to 168')).toBeInTheDocument();
    await pressCalculate();
    expect(screen.queryByTestId('net-pay')).not.toBeInTheDocument();

    type('Regular Hours', '100');
    type('Overtime Hours', '80');
    expect(
      screen.getByText('Regular, overtime and double-time hours add up to 180: a week has only 168'),
    ).toBeInTheDocument();
    await pressCalculate();
    expect(screen.queryByTestId('net-pay')).not.toBeInTheDocument();
    expect(usagePosts(calls)).toHaveLength(0);

    type('Overtime Hours', '10');
    expect(
      screen.getByText('110 hours in one week is more than 80: check the hours before relying on the result'),
    ).toHaveAttribute('role', 'status');
    await pressCalculate();
    expect(screen.getByTestId('net-pay')).toBeInTheDocument();
    expect(usagePosts(calls)).toHaveLength(1);
  });

  it('says that an empty tax rate takes no tax', async () => {
    mockApi([{ method: 'POST', path: USAGE, status: 201, body: {} }]);
    renderWithProviders(<CalculatorPage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Taxes & Deductions/ }));

    expect(screen.getByText(/Left empty it counts as 0%: no tax taken out/)).toBeInTheDocument();
    await pressCalculate();
    expect(screen.getByText('No tax rate entered: nothing taken for tax')).toBeInTheDocument();
  });

  it('takes a fraction of a day as out of range, and a percent over 100 in a closed section', async () => {
    const calls = mockApi([{ method: 'POST', path: USAGE, status: 201, body: {} }]);
    renderWithProviders(<CalculatorPage />);
    await settle();

    type('Days Worked', '2.5');
    expect(screen.getByText('Enter a whole number from 1 to 7')).toBeInTheDocument();
    type('Days Worked', '3');

    const taxes = screen.getByRole('button', { name: /Taxes & Deductions/ });
    fireEvent.click(taxes);
    type('Combined Tax Rate', '120');
    expect(screen.getByText('Enter a number from 0 to 100')).toBeInTheDocument();
    fireEvent.click(taxes);
    expect(taxes).toHaveAttribute('aria-expanded', 'false');

    await pressCalculate();
    // The closed section opens on the field that needs fixing.
    expect(taxes).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Combined Tax Rate')).toHaveFocus();
    expect(usagePosts(calls)).toHaveLength(0);
    expect(screen.queryByTestId('net-pay')).not.toBeInTheDocument();
  });

  it('holds a percent-mode 401(k) to 0..100 and the dollar amount to 0 or more', async () => {
    mockApi([]);
    renderWithProviders(<CalculatorPage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Taxes & Deductions/ }));

    type('401(k)', '150');
    expect(screen.getByText('Enter a number from 0 to 100')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Dollars' }));
    expect(screen.queryByText('Enter a number from 0 to 100')).not.toBeInTheDocument();
    type('401(k)', '-5');
    expect(screen.getByText('Enter a number of 0 or more')).toBeInTheDocument();
  });

  it('takes an empty field as 0, as docs/product/calculator-inputs.md says, without a complaint', async () => {
    mockApi([{ method: 'POST', path: USAGE, status: 201, body: {} }]);
    renderWithProviders(<CalculatorPage />);
    await settle();

    type('Overtime Hours', '');
    await pressCalculate();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('net-pay')).toBeInTheDocument();
  });
});
