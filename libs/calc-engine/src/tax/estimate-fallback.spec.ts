/**
 * Every taxing state now has its own 2026 method, so the fallback to the annual brackets is
 * exercised here with Arkansas's editions taken out of the tables.
 */
import type { TaxYearData } from './types.js';

jest.mock('./registry.js', () => {
  const actual: { taxYearData: (year: number) => TaxYearData } = jest.requireActual('./registry.js');
  return {
    ...actual,
    taxYearData: (year: number) => {
      const data = actual.taxYearData(year);
      return { ...data, stateWithholding: { ...data.stateWithholding, AR: undefined } };
    },
  };
});

import * as main from '../index.js';
import { calculatePaycheck } from './index.js';
import { stateWithholdingEstimate } from './state.js';
import { stateWithholdingDetail } from './state-withholding.js';

describe('a state without its own method falls back to its annual brackets', () => {
  it('says so in the detail and in W-4 mode: "estimated from 2026 state income-tax brackets"', () => {
    const request = {
      taxYear: 2026,
      state: 'AR',
      payFrequency: 'weekly',
      wages: 1000,
      filingStatus: 'single',
      allowances: 0,
    } as const;
    const detail = stateWithholdingDetail(request);
    expect(detail).toMatchObject({ basis: 'estimate', method: 'Estimated from 2026 state income-tax brackets' });
    expect(detail.amount).toBe(stateWithholdingEstimate(request));
    expect(detail.amount).toBeGreaterThan(0);

    const result = calculatePaycheck({ taxMode: 'w4', state: 'AR', hourlyRate: 25 });
    if (!main.isW4Result(result)) throw new Error('expected a W-4 mode result');
    expect(result.taxNotes).toMatchObject({
      stateEstimated: true,
      stateEstimateText: 'estimated from 2026 state income-tax brackets',
      stateBasis: 'estimate',
    });
  });
});
