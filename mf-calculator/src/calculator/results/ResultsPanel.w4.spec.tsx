import { fireEvent, screen, within } from '@testing-library/react';
import { formatMoney, normalizeInput, type PaycheckInputDraft } from '@takehome/calc-engine';
import { calculatePaycheck } from '@takehome/calc-engine/tax';
import { LAZY_LOAD, renderWithProviders } from '@takehome/web-kit/testing';
import { plainNote } from './HowComputed';
import { ResultsPanel } from './ResultsPanel';

/** Renders the results and waits for W-4 mode's sections, which load on demand. */
async function renderResults(draft: PaycheckInputDraft) {
  const input = normalizeInput(draft);
  const result = calculatePaycheck(input);
  renderWithProviders(<ResultsPanel input={input} result={result} />);
  // Generous waits: the shared test machine can be slow to hand over the on-demand chunk.
  await screen.findByRole('region', { name: 'Taxes' }, LAZY_LOAD);
  await screen.findByText('How this was computed', {}, LAZY_LOAD);
  return result;
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const line = (name: string) => section('Taxes').getByText(name).closest('div');

describe('ResultsPanel in W-4 mode (docs/product/taxes.md)', () => {
  it('shows federal income tax, Social Security and Medicare on their own lines, and no state tax in Texas', async () => {
    // $30 × 40, married filing jointly, blank 2020+ W-4: 1,200 × 52 − 12,900 = 49,500 → 2,480 + 12% × 5,400 = 3,128 a year.
    await renderResults({
      hourlyRate: 30,
      regularHours: 40,
      taxMode: 'w4',
      filingStatus: 'married_jointly',
      state: 'TX',
    });

    expect(line('Federal Income Tax')).toHaveTextContent(
      'IRS Pub 15-T 2026 · Married filing jointly · paid weekly-$60.15',
    );
    expect(line('Social Security')).toHaveTextContent('6.2% of $1,200.00-$74.40');
    expect(line('Medicare')).toHaveTextContent('1.45% of $1,200.00-$17.40');
    expect(line('Total Taxes')).toHaveTextContent('-$151.95');
    expect(section('Taxes').queryByText('State Income Tax')).not.toBeInTheDocument();
    expect(section('Taxes').queryByText('Additional Medicare')).not.toBeInTheDocument();
    expect(screen.getByTestId('state-tax-note')).toHaveTextContent('No state income tax in Texas.');
    expect(screen.getByTestId('net-pay')).toHaveTextContent('$1,048.05');
    // 12% federal + 6.2% + 1.45%; 151.95 / 1,200.
    const rates = within(screen.getByLabelText('Tax rates'));
    expect(rates.getByText('Marginal Rate').parentElement).toHaveTextContent('19.65%');
    expect(rates.getByText('Effective Rate').parentElement).toHaveTextContent('12.66%');
    // Flat mode's one-rate blocks are not shown.
    expect(screen.queryByRole('region', { name: 'No Tax on Overtime' })).not.toBeInTheDocument();
    expect(section('Deductions').getByText('Taxes').closest('div')).toHaveTextContent('-$151.95');
  });

  it('names the state method and adds Additional Medicare past $200,000', async () => {
    const result = await renderResults({
      hourlyRate: 60,
      regularHours: 40,
      taxMode: 'w4',
      filingStatus: 'single',
      state: 'CA',
      ytdWages: 210_000,
    });

    expect(result.stateIncomeTax).toBeGreaterThan(0);
    expect(line('State Income Tax')).toHaveTextContent(
      `California · California Method B (exact calculation)-${formatMoney(result.stateIncomeTax!)}`,
    );
    // 2,400 a week, all over the threshold: 0.9% = 21.60; Social Security stopped at the $184,500 base.
    expect(line('Additional Medicare')).toHaveTextContent('-$21.60');
    expect(line('Social Security')).toHaveTextContent('$0.00');
    expect(screen.queryByTestId('state-tax-note')).not.toBeInTheDocument();
  });

  it('asks for the state when none is chosen', async () => {
    await renderResults({ hourlyRate: 25, regularHours: 40, taxMode: 'w4' });
    expect(screen.getByTestId('state-tax-note')).toHaveTextContent('No state chosen: pick your state');
    expect(section('Taxes').queryByText('State Income Tax')).not.toBeInTheDocument();
  });

  it('opens "How this was computed" from the keyboard, naming Pub 15-T 2026 and the state source', async () => {
    await renderResults({ hourlyRate: 30, regularHours: 40, taxMode: 'w4', state: 'NY' });

    const summary = screen.getByText('How this was computed');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    fireEvent.click(summary);
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('IRS Pub 15-T 2026, Worksheet 1A');
    expect(details).toHaveTextContent('NYS-50-T-NYS (1/26)');
    expect(details).toHaveTextContent('New York exact calculation method');
    expect(details).toHaveTextContent('wage base of $184,500');
  });

  it('says in words what an unconfirmed state figure means, never "[unverified …]"', async () => {
    // Illinois' allowance is last year's figure carried over until this year's is published.
    await renderResults({ hourlyRate: 30, regularHours: 40, taxMode: 'w4', state: 'IL' });

    const details = screen.getByText('How this was computed').closest('details')!;
    expect(details).not.toHaveTextContent('[unverified');
    expect(plainNote('Allowances at $2,850 each (2025 figure carried to 2026 [unverified for 2026]).')).toBe(
      "Allowances at $2,850 each (2025 figure carried to 2026 (the 2026 figure is not published yet, so last year's is used and this part is an estimate)).",
    );
    expect(plainNote('The rate can change [unverified].')).toBe(
      'The rate can change (not yet confirmed, so this part is an estimate).',
    );
  });

  it('shows the yearly overtime deduction, the tax it saves, and whether it went into W-4 Step 4(b)', async () => {
    const draft = {
      hourlyRate: 40,
      regularHours: 40,
      overtimeHours: 10,
      taxMode: 'w4',
      filingStatus: 'single',
      state: 'TX',
    } as const;
    const result = await renderResults(draft);

    const overtime = within(await screen.findByRole('region', { name: 'Overtime Deduction' }, LAZY_LOAD));
    // 0.5 × $40 × 10 h = $200 a week; × 52 = $10,400 a year (under the $12,500 cap).
    expect(overtime.getByText('Qualified Overtime This Week').closest('div')).toHaveTextContent('$200.00');
    expect(overtime.getByText('Estimated Yearly Deduction').closest('div')).toHaveTextContent('$10,400.00');
    expect(overtime.getByText('Federal Tax It Saves a Year').closest('div')).toHaveTextContent(
      formatMoney(result.overtimeDeductionTaxSaved!),
    );
    expect(overtime.getByText(/Claimed on your tax return/)).toBeInTheDocument();

    // Applied through Step 4(b): less federal tax is withheld each week.
    const applied = calculatePaycheck({ ...draft, applyOvertimeToW4: true });
    expect(applied.federalIncomeTax!).toBeLessThan(result.federalIncomeTax!);
  });

  it('keeps union fringes out of taxable wages, taxes the vacation fund and takes it and the dues after tax', async () => {
    await renderResults({
      hourlyRate: 50,
      regularHours: 40,
      isUnion: true,
      healthWelfare: 15,
      unionDues: 0,
      unionVacationFundPerHour: 5,
      unionWorkDuesPerHour: 1,
      taxMode: 'w4',
      state: 'TX',
    });

    // Wages 2,000 + vacation fund 200 = 2,200 taxable; health & welfare (600) is not.
    expect(line('Social Security')).toHaveTextContent('6.2% of $2,200.00-$136.40');
    expect(section('Gross Pay Breakdown').getByText('Vacation/Holiday Fund').closest('div')).toHaveTextContent(
      '$5.00/h × 40 h · taxed, then set aside$200.00',
    );
    expect(section('Deductions').getByText('Vacation/Holiday Fund').closest('div')).toHaveTextContent('-$200.00');
    expect(section('Deductions').getByText('Union Dues').closest('div')).toHaveTextContent(
      '0% of gross wages + work dues $1.00/h, after tax-$40.00',
    );
    expect(section('Union Benefits').getByText(/not wages for income tax/)).toBeInTheDocument();
  });

  it('names the retirement plan and each pre-tax benefit among the deductions, which add up to their total', async () => {
    await renderResults({
      hourlyRate: 30,
      regularHours: 40,
      taxMode: 'w4',
      state: 'TX',
      retirement401k: 60,
      retirement401kIsPercent: false,
      retirementPlan: '403b',
      retirementRoth: true,
      hsa: 25,
      dependentCareFsa: 40,
      commuterBenefits: 15,
    });

    const deduction = (name: string) => section('Deductions').getByText(name).closest('div');
    expect(deduction('Roth 403(b)')).toHaveTextContent('-$60.00');
    expect(deduction('HSA')).toHaveTextContent('-$25.00');
    expect(deduction('Dependent Care FSA')).toHaveTextContent('-$40.00');
    expect(deduction('Commuter Benefits')).toHaveTextContent('-$15.00');
    const taxes = Number(deduction('Taxes')!.textContent.replace(/.*-\$/, '').replace(',', ''));
    expect(deduction('Total Deductions')).toHaveTextContent(`-${formatMoney(taxes + 60 + 25 + 40 + 15)}`);
  });
});
