import { DEFAULT_VALUES } from './form/formValues';
import { calculate, downloadCalculation } from './calculation';

/** jsdom's Blob has no text(): read it as a browser's FileReader does. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

describe('a calculation in W-4 mode (docs/product/taxes.md)', () => {
  it('is worked out by the tax engine, loaded on demand, and its JSON download carries the inputs and tax lines', async () => {
    const calculation = await calculate({
      ...DEFAULT_VALUES,
      hourlyRate: '30',
      taxMode: 'w4',
      filingStatus: 'married_jointly',
      state: 'TX',
      w4FormYear: '2019',
      w4Allowances: '1',
    });
    expect(calculation.input).toMatchObject({ taxMode: 'w4', state: 'TX', w4: { formYear: 2019, allowances: 1 } });
    // Old W-4, married: 62,400 − 4,300 = 58,100 → 2,480 + 12% × 14,000 = 4,160 a year → 80.00 a week.
    expect(calculation.result).toMatchObject({
      taxMode: 'w4',
      federalIncomeTax: 80,
      socialSecurity: 74.4,
      medicare: 17.4,
    });

    const createObjectURL = jest.fn((_blob: Blob) => 'blob:json');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadCalculation(calculation);
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    const json = JSON.parse(await readText(createObjectURL.mock.calls[0][0])) as { inputs: unknown; results: unknown };
    expect(json.inputs).toMatchObject({ taxMode: 'w4', filingStatus: 'married_jointly', state: 'TX' });
    expect(json.results).toMatchObject({
      federalIncomeTax: 80,
      socialSecurity: 74.4,
      medicare: 17.4,
      additionalMedicare: 0,
      stateIncomeTax: 0,
      taxNotes: { federalSource: 'IRS Pub 15-T 2026, Worksheet 1A', stateKind: 'none' },
    });
  });

  it('stays the flat calculation exactly in the quick estimate', async () => {
    const calculation = await calculate({ ...DEFAULT_VALUES, hourlyRate: '30', combinedTaxRate: '20' });
    expect(calculation.result.taxMode).toBeUndefined();
    expect(calculation.result.federalIncomeTax).toBeUndefined();
    expect(calculation.result.netPay).toBe(960);
  });
});
