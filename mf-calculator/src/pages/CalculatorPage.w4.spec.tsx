import { act, fireEvent, screen, within } from '@testing-library/react';
import { LAZY_LOAD, renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import CalculatorPage from './CalculatorPage';

const USAGE = '/api/calculator-usage';

async function settle(ms = 0) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

const openTaxes = () => fireEvent.click(screen.getByRole('button', { name: /Taxes & Deductions/ }));
/** The two choices of the Taxes switch (label queries: role queries are slow on this long form). */
const taxes = () => screen;


beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** A signed-in user's calculator in W-4 mode, married filing jointly at `rate` an hour; the API calls it makes. */
async function signedInW4MarriedJointly(rate: string) {
  const calls = mockApi([
    { path: USAGE, body: { used: 0, limit: 15, resetAt: null } },
    { method: 'POST', path: USAGE, status: 201, body: { used: 1, limit: 15, resetAt: null } },
    {
      path: `/api/calculations/monthly-summary/${testUser.id}`,
      body: { totalCalculations: 0, totalNetPay: 0, averageGrossPay: 0, totalLeftOver: 0 },
    },
    { path: `/api/calculations/this-month/${testUser.id}`, body: [] },
    { method: 'POST', path: '/api/calculations/save', status: 201, body: { id: 'c1' } },
  ]);
  renderWithProviders(<CalculatorPage />, { auth: { user: testUser } });
  await settle();
  fireEvent.change(screen.getByLabelText('Hourly Rate'), { target: { value: rate } });
  openTaxes();
  fireEvent.click(taxes().getByLabelText(/From my W-4 and state/));
  fireEvent.change(await screen.findByLabelText('Filing Status', {}, LAZY_LOAD), {
    target: { value: 'married_jointly' },
  });
  return calls;
}

describe('the Taxes switch (docs/product/taxes.md)', () => {
  it('starts on the quick estimate and switches to the W-4 and state fields and back', async () => {
    mockApi([]);
    renderWithProviders(<CalculatorPage />);
    openTaxes();

    expect(taxes().getByLabelText(/Quick estimate \(one rate\)/)).toBeChecked();
    expect(screen.getByLabelText('Combined Tax Rate')).toBeInTheDocument();
    expect(screen.queryByLabelText('Filing Status')).not.toBeInTheDocument();

    fireEvent.click(taxes().getByLabelText(/From my W-4 and state/));
    await screen.findByLabelText('Filing Status', {}, LAZY_LOAD);
    expect(screen.queryByLabelText('Combined Tax Rate')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('No Tax on Overtime')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Filing Status')).toHaveValue('single');
    expect(screen.getByLabelText('State')).toHaveValue('');
    expect(within(screen.getByLabelText('State')).getAllByRole('option')).toHaveLength(52); // 50 states, DC, "Choose"
    expect(screen.getByLabelText('Pay Frequency')).toHaveValue('weekly');
    expect(screen.getByLabelText('Year-to-Date Wages')).toBeInTheDocument();
    expect(screen.getByLabelText('Step 2: Multiple jobs or spouse works')).toHaveAccessibleDescription(
      /more than one job at a time/,
    );
    expect(screen.getByLabelText('Step 3: Dependents Credit')).toBeInTheDocument();
    expect(screen.getByLabelText('Step 4(a): Other Income')).toBeInTheDocument();
    expect(screen.getByLabelText('Step 4(b): Deductions')).toBeInTheDocument();
    expect(screen.getByLabelText('Step 4(c): Extra Withholding')).toBeInTheDocument();
    // No overtime hours: no §225 questions yet.
    expect(screen.queryByLabelText('My overtime hours are over 40 in the week')).not.toBeInTheDocument();

    // The pre-2020 form asks for allowances instead of the steps.
    fireEvent.click(screen.getByLabelText('Form W-4 from 2019 or earlier (allowances)'));
    expect(screen.getByLabelText('Withholding Allowances')).toBeInTheDocument();
    expect(screen.getByLabelText('Line 6: Additional Withholding')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Withholding Allowances'), { target: { value: '1.5' } });
    expect(screen.getByText('Enter a whole number of 0 or more')).toBeInTheDocument();
    expect(screen.queryByLabelText('Step 4(b): Deductions')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Overtime Hours'), { target: { value: '6' } });
    expect(screen.getByLabelText('My overtime hours are over 40 in the week')).toBeChecked();
    expect(screen.getByLabelText('Put my overtime deduction into W-4 Step 4(b)')).not.toBeChecked();

    fireEvent.click(screen.getByLabelText('Union Member'));
    expect(screen.getByLabelText('Vacation/Holiday Fund')).toBeInTheDocument();
    expect(screen.getByLabelText('Work Dues')).toBeInTheDocument();

    fireEvent.click(taxes().getByLabelText(/Quick estimate/));
    expect(screen.getByLabelText('Combined Tax Rate')).toBeInTheDocument();
    expect(screen.queryByLabelText('Filing Status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Vacation/Holiday Fund')).not.toBeInTheDocument();
  });

  it('calculates married filing jointly in Texas line by line, and saves the W-4 inputs', async () => {
    const calls = await signedInW4MarriedJointly('30');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'TX' } });
    fireEvent.click(screen.getByRole('button', { name: /Calculate Pay/ }));
    await settle();

    const lines = within(await screen.findByRole('region', { name: 'Taxes' }, LAZY_LOAD));
    expect(lines.getByText('Federal Income Tax').closest('div')).toHaveTextContent('-$60.15');
    expect(lines.getByText('Social Security').closest('div')).toHaveTextContent('-$74.40');
    expect(lines.getByText('Medicare').closest('div')).toHaveTextContent('-$17.40');
    expect(lines.queryByText('State Income Tax')).not.toBeInTheDocument();
    expect(screen.getByTestId('net-pay')).toHaveTextContent('$1,048.05');

    fireEvent.click(screen.getByRole('button', { name: 'Save to Account' }));
    await settle();
    const save = calls.find((c) => c.url.startsWith('/api/calculations/save'))!;
    expect(save.body).toMatchObject({
      calculationData: {
        inputs: {
          taxMode: 'w4',
          filingStatus: 'married_jointly',
          state: 'TX',
          payFrequency: 'weekly',
          w4: { formYear: 2020, multipleJobs: false, dependentsCredit: 0, otherIncome: 0, deductions: 0 },
        },
        results: { taxMode: 'w4', federalIncomeTax: 60.15, socialSecurity: 74.4, medicare: 17.4, stateIncomeTax: 0 },
      },
    });
  });

  it("takes Connecticut's CT-W4 code: a joint filer whose spouse works is withheld at code A", async () => {
    const calls = await signedInW4MarriedJointly('25');
    expect(screen.queryByLabelText('CT-W4 Withholding Code')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'CT' } });
    const code = screen.getByLabelText('CT-W4 Withholding Code');
    expect(code).toHaveValue('');
    expect(
      within(code)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'From filing status',
      'Code A',
      'Code B',
      'Code C',
      'Code D (highest)',
      'Code E (none withheld)',
      'Code F',
      'No CT-W4 (6.99%)',
    ]);
    const stateLine = async () => {
      fireEvent.click(screen.getByRole('button', { name: /Calculate Pay/ }));
      await settle();
      const lines = within(await screen.findByRole('region', { name: 'Taxes' }, LAZY_LOAD));
      return lines.getByText('State Income Tax').closest('div')?.textContent;
    };
    // $1,000 a week: code C (joint) withholds $16.09, code A (the working spouse's) $40.24.
    expect(await stateLine()).toContain('-$16.09');
    fireEvent.change(code, { target: { value: 'A' } });
    expect(await stateLine()).toContain('-$40.24');
    fireEvent.click(screen.getByRole('button', { name: 'Save to Account' }));
    await settle();
    const save = calls.find((c) => c.url.startsWith('/api/calculations/save'))!;
    expect(save.body).toMatchObject({
      calculationData: {
        inputs: { state: 'CT', filingStatus: 'married_jointly', stateCertificate: { ctWithholdingCode: 'A' } },
        results: { stateIncomeTax: 40.24 },
      },
    });
    // No CT-W4 given: 6.99% flat; a nonresident's CT-W4NA share of 50% halves it.
    fireEvent.change(code, { target: { value: 'none' } });
    expect(await stateLine()).toContain('-$69.90');
    fireEvent.change(screen.getByLabelText('CT-W4NA Work in Connecticut'), { target: { value: '50' } });
    expect(await stateLine()).toContain('-$34.95');
  });

  it("offers to withhold an Ohio resident's home-city tax when the work city differs, and then shows its line", async () => {
    await signedInW4MarriedJointly('25');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'OH' } });
    fireEvent.change(screen.getByLabelText('Where You Live'), { target: { value: 'OH-SPRINGFIELD' } });
    const checkbox = "My employer also withholds my home city's tax";
    // The same city for both: nothing to ask.
    fireEvent.change(screen.getByLabelText('Where You Work'), { target: { value: 'OH-SPRINGFIELD' } });
    expect(screen.queryByLabelText(checkbox)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Where You Work'), { target: { value: 'OH-DAYTON' } });
    const lines = async () => {
      fireEvent.click(screen.getByRole('button', { name: /Calculate Pay/ }));
      await settle();
      return (await screen.findByRole('region', { name: 'Taxes' }, LAZY_LOAD)).textContent ?? '';
    };
    expect(await lines()).not.toContain('Springfield');
    fireEvent.click(screen.getByLabelText(checkbox));
    // Springfield 2.4% less half of Dayton's 2.5%, the credit at most half of 2.4%: $12.00 on $1,000.
    expect(await lines()).toMatch(/Springfield \(after credit for Dayton\).*-\$12\.00/);
  });

  it("takes a Pennsylvania worker's earned income tax rates from the Residency Certification Form, and saves them", async () => {
    const calls = await signedInW4MarriedJointly('25');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'PA' } });
    expect(screen.queryByLabelText('Resident EIT Rate')).not.toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Where You Live', {}, LAZY_LOAD), { target: { value: 'PA-OTHER' } });
    fireEvent.change(screen.getByLabelText('Where You Work'), { target: { value: 'PA-HARRISBURG' } });
    const resident = screen.getByLabelText('Resident EIT Rate');
    expect(resident).toHaveAttribute('placeholder', '1.000');
    expect(screen.getByLabelText('Work Place Non-Resident EIT Rate')).toHaveAttribute('placeholder', '1.000');
    const lines = async () => {
      fireEvent.click(screen.getByRole('button', { name: /Calculate Pay/ }));
      await settle();
      return (await screen.findByRole('region', { name: 'Taxes' }, LAZY_LOAD)).textContent ?? '';
    };
    // $1,000 a week: the listed 1%, and Harrisburg's $156 LST at $3.00 a week.
    expect(await lines()).toMatch(
      /Elsewhere in Pennsylvania earned income tax \(Act 32\).*-\$10\.00.*Harrisburg local services tax.*-\$3\.00/,
    );
    fireEvent.change(resident, { target: { value: '1.7' } });
    expect(await lines()).toMatch(/Elsewhere in Pennsylvania earned income tax \(Act 32\).*-\$17\.00/);
    // A stated non-resident rate above the home's: the work place's tax is withheld instead.
    fireEvent.change(screen.getByLabelText('Work Place Non-Resident EIT Rate'), { target: { value: '2' } });
    expect(await lines()).toMatch(/Harrisburg earned income tax \(Act 32\).*-\$20\.00/);
    fireEvent.click(screen.getByRole('button', { name: 'Save to Account' }));
    await settle();
    expect(calls.find((c) => c.url.startsWith('/api/calculations/save'))!.body).toMatchObject({
      calculationData: {
        inputs: {
          homeLocality: 'PA-OTHER',
          workLocality: 'PA-HARRISBURG',
          stateCertificate: { paResidentEitPercent: 1.7, paNonresidentEitPercent: 2 },
        },
      },
    });
    // Over 10%: the field says so and nothing is calculated from it.
    fireEvent.change(resident, { target: { value: '12' } });
    expect(resident).toHaveAttribute('aria-invalid', 'true');
    // Philadelphia's wage tax is not Act 32's: no rates to state.
    fireEvent.change(screen.getByLabelText('Where You Work'), { target: { value: 'PA-PHILADELPHIA' } });
    expect(screen.queryByLabelText('Resident EIT Rate')).not.toBeInTheDocument();
  });

  it('prefills W-4 mode from a link, with the Taxes section open, and calculates it', async () => {
    mockApi([{ method: 'POST', path: USAGE, status: 201, body: { used: 1, limit: 15, resetAt: null } }]);
    renderWithProviders(<CalculatorPage />, {
      route:
        '/?hourlyRate=30&taxMode=w4&filingStatus=married_jointly&state=tx&w4FormYear=2019&w4Allowances=2&ytdWages=1000',
    });

    expect(screen.getByRole('button', { name: /Taxes & Deductions/ })).toHaveAttribute('aria-expanded', 'true');
    expect(taxes().getByLabelText(/From my W-4 and state/)).toBeChecked();
    expect(await screen.findByLabelText('Filing Status', {}, LAZY_LOAD)).toHaveValue('married_jointly');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('Withholding Allowances')).toHaveValue(2);
    expect(screen.getByLabelText('Year-to-Date Wages')).toHaveValue(1000);

    await settle(500);
    await screen.findByRole('region', { name: 'Taxes' }, LAZY_LOAD);
    // Old W-4, married: 62,400 − 2 × 4,300 = 53,800 → 2,480 + 12% × 9,700 = 3,644 a year → 70.08 a week.
    const lines = within(screen.getByRole('region', { name: 'Taxes' }));
    expect(lines.getByText('Federal Income Tax').closest('div')).toHaveTextContent('-$70.08');
  });
});
