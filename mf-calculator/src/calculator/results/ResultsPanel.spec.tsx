import { screen, within } from '@testing-library/react';
import { calculatePaycheck, normalizeInput } from '@takehome/calc-engine';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { ResultsPanel } from './ResultsPanel';

function renderResults(draft: Parameters<typeof normalizeInput>[0]) {
  const input = normalizeInput(draft);
  const result = calculatePaycheck(input);
  renderWithProviders(<ResultsPanel input={input} result={result} />);
  return result;
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('ResultsPanel', () => {
  it('shows the gross breakdown, deductions, net pay and effective hourly rate', () => {
    renderResults({ hourlyRate: 30, regularHours: 40, overtimeHours: 5, combinedTaxRate: 20 });

    expect(screen.getByTestId('net-pay')).toHaveTextContent('$1,140.00');
    const gross = section('Gross Pay Breakdown');
    expect(gross.getByText('Regular Pay').closest('div')).toHaveTextContent('40 h × $30.00$1,200.00');
    expect(gross.getByText('Overtime Pay').closest('div')).toHaveTextContent('5 h × $45.00$225.00');
    expect(gross.getByText('Gross Pay').closest('div')).toHaveTextContent('$1,425.00');
    expect(section('Deductions').getByText('Taxes').closest('div')).toHaveTextContent('-$285.00');
    expect(screen.getByText('Take-Home per Hour').parentElement).toHaveTextContent('$25.33');
    expect(screen.queryByText('Package per Hour')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Union Benefits' })).not.toBeInTheDocument();
    expect(screen.queryByText('Total Package')).not.toBeInTheDocument();
  });

  it('lists each union benefit, the dues after deductions and the total package for a member', () => {
    renderResults({
      hourlyRate: 40,
      regularHours: 40,
      isUnion: true,
      healthWelfare: 8,
      annuity: 10,
      annuityIsPercent: true,
      pension: 5,
      unionDues: 2,
    });

    const union = section('Union Benefits');
    expect(union.getByText('Health & Welfare').closest('div')).toHaveTextContent('$8.00/h × 40 h$320.00');
    expect(union.getByText('Annuity').closest('div')).toHaveTextContent('10% of rate × 40 h$160.00');
    expect(union.getByText('Pension').closest('div')).toHaveTextContent('$200.00');
    expect(union.getByText('Total Union Benefits').closest('div')).toHaveTextContent('$680.00');
    // Dues: 2% of taxable gross (1,600 + 680).
    expect(section('Deductions').getByText('Union Dues').closest('div')).toHaveTextContent('-$45.60');
    expect(screen.getByText('Total Package').parentElement).toHaveTextContent('$2,234.40');
    // Each rate says what it divides: the take-home, or the package with the benefits.
    expect(screen.getByText('Take-Home per Hour').parentElement).toHaveTextContent('$38.86');
    expect(screen.getByText('Package per Hour').parentElement).toHaveTextContent('$55.86');
  });

  it('shows no Union Dues line for a member who pays none', () => {
    renderResults({ hourlyRate: 40, regularHours: 40, isUnion: true, healthWelfare: 8, unionDues: 0 });

    expect(section('Deductions').queryByText('Union Dues')).not.toBeInTheDocument();
  });

  it('breaks down the tax saved with no tax on overtime', () => {
    renderResults({ hourlyRate: 20, regularHours: 40, overtimeHours: 10, combinedTaxRate: 25, noTaxOnOvertime: true });

    const overtime = section('No Tax on Overtime');
    expect(overtime.getByText('Taxable Gross Pay').closest('div')).toHaveTextContent('$1,100.00');
    expect(overtime.getByText('Overtime Pay Excluded').closest('div')).toHaveTextContent('-$300.00');
    expect(overtime.getByText('Taxable Income').closest('div')).toHaveTextContent('$800.00');
    expect(overtime.getByText('Tax Saved on Overtime').closest('div')).toHaveTextContent('$75.00');
  });

  it('converts expenses to weekly amounts and shows a shortfall in red', () => {
    renderResults({
      hourlyRate: 15,
      regularHours: 20,
      expenses: { rentMortgage: { amount: 1732, frequency: 'monthly' }, fuel: { amount: 10, frequency: 'daily' } },
    });

    const expenses = section('Weekly Expenses');
    expect(expenses.getByText('Rent/Mortgage').closest('div')).toHaveTextContent('$1,732.00 a month-$400.00');
    expect(expenses.getByText('Fuel').closest('div')).toHaveTextContent('$10.00 a day-$70.00');
    expect(expenses.getByText('Total Expenses').closest('div')).toHaveTextContent('-$470.00');
    const leftOver = screen.getByTestId('left-over');
    expect(leftOver).toHaveTextContent('-$170.00');
    expect(leftOver).toHaveAttribute('data-tone', 'negative');
  });

  it('shows money left over in green', () => {
    renderResults({ hourlyRate: 25, regularHours: 40 });

    expect(screen.getByTestId('left-over')).toHaveAttribute('data-tone', 'positive');
    expect(screen.queryByRole('region', { name: 'Weekly Expenses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'No Tax on Overtime' })).not.toBeInTheDocument();
  });
});
