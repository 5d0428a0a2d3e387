/**
 * The engine's 2026 tables against the research figures kept with the product's tax docs
 * (docs/product/tax/*.json, with their sources), and the federal tables re-derived from
 * Rev. Proc. 2025-32 by Pub 15-T's rule.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TAX_2026 } from './data/2026.js';
import { taxYearData } from './registry.js';
import { federalWithholding } from './federal.js';
import {
  FILING_STATUSES,
  STATE_CODES,
  STATES,
  type FilingStatus,
  type PayFrequency,
  type PercentageRow,
} from './types.js';
import { TAX_YEARS } from './years.js';

/** libs/calc-engine/src/tax → repo root (4 up) → docs/product/tax. */
const TAX_FIGURES = resolve(__dirname, '../../../..', 'docs/product/tax');

/** The parts of the shared JSON this test reads (the files hold more). */
type Triple = [number, number, number];
interface SharedFederal {
  taxYear: number;
  payPeriodsPerYear: Record<string, number | string>;
  worksheet1A: {
    line1g_standardAmount: Record<string, number>;
    allowanceValuePre2020W4: number;
    annualTables: Record<'standard' | 'step2Checked', Record<string, Triple[]>>;
  };
  incomeTax2026: {
    standardDeduction: Record<FilingStatus, number>;
    bracketUpperBounds_10_12_22_24_32_35: Record<FilingStatus, number[]>;
  };
  fica2026: {
    socialSecurity: { employeeRate: number; wageBase: number; maxEmployeeTax: number };
    medicare: { employeeRate: number };
    additionalMedicare: { rate: number; employerWithholdingThreshold: number };
  };
  irsWageBracketCells: {
    id: string;
    payFrequency: PayFrequency;
    wageRange: [number, number];
    filingStatus: FilingStatus;
    step2Checked: boolean;
    step3AnnualCredits: number;
    step4aAnnualOtherIncome: number;
    step4bAnnualDeductions: number;
    step4cExtraPerPeriod: number;
    irsPublishedWithholding: number;
    percentageMethodAtMidpointExactCents: string;
  }[];
  obbba: {
    qualifiedOvertime_IRC225: {
      cap: { default: number; joint: number };
      phaseOut: {
        magiStart: { default: number; joint: number };
        reductionPer1000OfExcess: number;
        effectiveRate: number;
      };
    };
  };
}
interface SharedSchedule {
  brackets?: { threshold: number; rate: number }[];
  value?: unknown;
}
interface SharedStates {
  counts: Record<string, number>;
  states: Record<
    string,
    {
      name: string;
      type: string;
      rate2026?: number;
      policyengineIncomeTaxSchedules2026?: Record<string, SharedSchedule>;
    }
  >;
}

function readShared<T>(name: string): T {
  const path = resolve(TAX_FIGURES, name);
  if (!existsSync(path))
    throw new Error(
      `Tax figures not found at ${path}: the test compares the engine's tables with docs/product/tax/*.json.`,
    );
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

// Read eagerly: a missing folder fails the suite loudly instead of skipping it.
const federal = readShared<SharedFederal>('federal-2026.json');
const states = readShared<SharedStates>('states-2026.json');

const SHARED_TABLE_KEY: Record<FilingStatus, string> = {
  single: 'single_or_mfs',
  married_separately: 'single_or_mfs',
  married_jointly: 'married_jointly',
  head_of_household: 'head_of_household',
};

const asTriples = (table: readonly PercentageRow[]) => table.map((row) => [row.atLeast, row.base, row.rate]);

describe('tax-year registry', () => {
  it('has tables for exactly the listed years', () => {
    expect(TAX_YEARS).toEqual([2026]);
    expect(taxYearData(2026)).toBe(TAX_2026);
    expect(() => taxYearData(2019)).toThrow(/No tax tables for 2019/);
  });
});

describe('federal 2026 tables match docs/product/tax/federal-2026.json', () => {
  it('has the shared tax year', () => {
    expect(federal.taxYear).toBe(TAX_2026.taxYear);
  });

  it.each(FILING_STATUSES)('Worksheet 1A annual tables, %s', (status) => {
    const key = SHARED_TABLE_KEY[status];
    expect(asTriples(TAX_2026.federal.standard[status])).toEqual(federal.worksheet1A.annualTables.standard[key]);
    expect(asTriples(TAX_2026.federal.step2Checked[status])).toEqual(
      federal.worksheet1A.annualTables.step2Checked[key],
    );
  });

  it('line 1g, the pre-2020 allowance and the standard deductions', () => {
    for (const status of FILING_STATUSES)
      expect(TAX_2026.federal.line1g[status]).toBe(federal.worksheet1A.line1g_standardAmount[status]);
    expect(TAX_2026.federal.allowanceValuePre2020).toBe(federal.worksheet1A.allowanceValuePre2020W4);
    expect(TAX_2026.federal.standardDeduction).toEqual({
      single: federal.incomeTax2026.standardDeduction.single,
      married_jointly: federal.incomeTax2026.standardDeduction.married_jointly,
      married_separately: federal.incomeTax2026.standardDeduction.married_separately,
      head_of_household: federal.incomeTax2026.standardDeduction.head_of_household,
    });
  });

  it('FICA', () => {
    const fica = federal.fica2026;
    expect(TAX_2026.fica).toMatchObject({
      socialSecurityRate: fica.socialSecurity.employeeRate,
      socialSecurityWageBase: fica.socialSecurity.wageBase,
      medicareRate: fica.medicare.employeeRate,
      additionalMedicareRate: fica.additionalMedicare.rate,
      additionalMedicareThreshold: fica.additionalMedicare.employerWithholdingThreshold,
    });
    expect(fica.socialSecurity.wageBase * fica.socialSecurity.employeeRate).toBeCloseTo(
      fica.socialSecurity.maxEmployeeTax,
      6,
    );
  });

  it('§225 qualified overtime', () => {
    const ot = federal.obbba.qualifiedOvertime_IRC225;
    expect(TAX_2026.overtimeDeduction).toEqual({
      cap: ot.cap,
      phaseOutStart: ot.phaseOut.magiStart,
      phaseOutRate: ot.phaseOut.effectiveRate,
    });
    expect(ot.phaseOut.reductionPer1000OfExcess / 1000).toBe(ot.phaseOut.effectiveRate);
  });

  it('pay periods per year', () => {
    const periods = federal.payPeriodsPerYear;
    expect(Object.values(periods).filter((value) => typeof value === 'number')).toEqual([260, 52, 26, 24, 12, 4, 2, 1]);
  });
});

describe('every IRS wage-bracket cell in the shared figures is reproduced at its midpoint', () => {
  it.each(federal.irsWageBracketCells.map((cell) => [cell.id, cell] as const))('%s', (_id, cell) => {
    const withheld = federalWithholding({
      taxYear: 2026,
      payFrequency: cell.payFrequency,
      wages: (cell.wageRange[0] + cell.wageRange[1]) / 2,
      filingStatus: cell.filingStatus,
      w4: {
        multipleJobs: cell.step2Checked,
        dependentsCredit: cell.step3AnnualCredits,
        otherIncome: cell.step4aAnnualOtherIncome,
        deductions: cell.step4bAnnualDeductions,
        extraWithholding: cell.step4cExtraPerPeriod,
      },
    });
    expect(withheld).toBe(Number(cell.percentageMethodAtMidpointExactCents));
    expect(Math.round(withheld)).toBe(cell.irsPublishedWithholding);
  });

  it('has the ten weekly cells of Pub 15-T p.14', () => {
    expect(federal.irsWageBracketCells).toHaveLength(10);
  });
});

describe('federal 2026 tables re-derived from Rev. Proc. 2025-32 (Pub 15-T construction)', () => {
  const RATES = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37];
  const upper = federal.incomeTax2026.bracketUpperBounds_10_12_22_24_32_35;
  /** Pub 15-T rounds a half dollar up in thresholds, and bases to the cent. */
  const half = (value: number) => Math.floor(value + 0.5);

  function derive(start: number, widths: number[]): number[][] {
    const table = [[0, 0, 0]];
    let atLeast = start;
    let base = 0;
    for (let i = 0; i < RATES.length; i++) {
      table.push([half(atLeast), Math.round(base * 100) / 100, RATES[i]]);
      if (i < widths.length) {
        base += widths[i] * RATES[i];
        atLeast += widths[i];
      }
    }
    return table;
  }
  const widthsOf = (bounds: number[], scale = 1) =>
    bounds.map((bound, i) => (bound - (i === 0 ? 0 : bounds[i - 1])) * scale);

  it.each(['single', 'married_jointly', 'head_of_household'] as const)('standard table, %s', (status) => {
    const start = TAX_2026.federal.standardDeduction[status] - TAX_2026.federal.line1g[status];
    expect(asTriples(TAX_2026.federal.standard[status])).toEqual(derive(start, widthsOf(upper[status])));
  });

  it.each(['single', 'head_of_household'] as const)('Step 2 table, %s: half the deduction and widths', (status) => {
    const start = TAX_2026.federal.standardDeduction[status] / 2;
    expect(asTriples(TAX_2026.federal.step2Checked[status])).toEqual(derive(start, widthsOf(upper[status], 0.5)));
  });

  it('Step 2 table, married filing jointly: half the joint deduction and widths (= single widths below 35%)', () => {
    const start = TAX_2026.federal.standardDeduction.married_jointly / 2;
    expect(asTriples(TAX_2026.federal.step2Checked.married_jointly)).toEqual(
      derive(start, widthsOf(upper.married_jointly, 0.5)),
    );
  });
});

describe('state 2026 tables match docs/product/tax/states-2026.json', () => {
  const shared = states.states;
  const FILE_NAMES: Record<FilingStatus, string[]> = {
    single: ['single'],
    married_jointly: ['joint'],
    married_separately: ['separate'],
    head_of_household: ['head_of_household', 'head'],
  };

  /** The shared schedule for a status: its own file, else the one schedule for everyone. */
  function sharedBrackets(code: string, status: FilingStatus): [number, number][] | null {
    const schedules = shared[code].policyengineIncomeTaxSchedules2026 ?? {};
    const entries = Object.entries(schedules).filter(([, value]) => Array.isArray(value.brackets));
    const name = (file: string) => file.split('/').pop()!.replace('.yaml', '');
    const own = entries.find(([file]) => FILE_NAMES[status].includes(name(file)));
    const common = entries.filter(([file]) => ['rate', 'rates', 'other'].includes(name(file)));
    const chosen = own ?? (common.length === 1 ? common[0] : null);
    return chosen ? chosen[1].brackets!.map((b): [number, number] => [b.threshold, b.rate]) : null;
  }

  it('covers the same 51 jurisdictions with the same names and kinds', () => {
    expect(Object.keys(shared).sort()).toEqual([...STATE_CODES].sort());
    expect(states.counts).toEqual({ none: 9, flat: 16, graduated: 26 });
    for (const code of STATE_CODES) {
      const table = TAX_2026.states[code];
      expect({ code, name: table.name, kind: table.kind }).toEqual({
        code,
        name: shared[code].name,
        kind: shared[code].type,
      });
      expect(STATES.find((state) => state.code === code)?.name).toBe(table.name);
    }
  });

  it('states without a tax on wages have no brackets', () => {
    for (const code of STATE_CODES.filter((c) => shared[c].type === 'none'))
      for (const status of FILING_STATUSES) expect(TAX_2026.states[code].brackets[status]).toEqual([]);
  });

  it('flat states tax at the shared 2026 rate (top bracket), with only a 0% band below it where the README says so', () => {
    const zeroBand: Record<string, number> = { MS: 10_000, OH: 26_050 };
    for (const code of STATE_CODES.filter((c) => shared[c].type === 'flat'))
      for (const status of FILING_STATUSES) {
        const brackets = TAX_2026.states[code].brackets[status];
        expect([code, brackets.at(-1)!.rate]).toEqual([code, shared[code].rate2026]);
        if (code === 'ID') expect(brackets.map((b) => [b.over, b.rate])).toEqual(sharedBrackets(code, status));
        else if (zeroBand[code])
          expect(brackets.map((b) => [b.over, b.rate])).toEqual([
            [0, 0],
            [zeroBand[code], shared[code].rate2026],
          ]);
        else expect(brackets.map((b) => [b.over, b.rate])).toEqual([[0, shared[code].rate2026]]);
      }
  });

  it('graduated states use the shared schedule of every filing status', () => {
    for (const code of STATE_CODES.filter((c) => shared[c].type === 'graduated'))
      for (const status of FILING_STATUSES) {
        const expected = sharedBrackets(code, status) ?? (code === 'KS' ? sharedBrackets(code, 'single') : null);
        expect([code, status, TAX_2026.states[code].brackets[status].map((b) => [b.over, b.rate])]).toEqual([
          code,
          status,
          expected,
        ]);
      }
  });

  it('every taxing state says where its figures come from; estimates are flagged', () => {
    for (const code of STATE_CODES) {
      const table = TAX_2026.states[code];
      expect(table.source.length).toBeGreaterThan(10);
      if (table.kind === 'none') expect(table.withholdingEstimated).toBe(false);
    }
    // The README's withholding caveats: these states withhold by their own formula.
    for (const code of ['AZ', 'CA', 'NY', 'NJ', 'OH', 'UT', 'CO'] as const)
      expect(TAX_2026.states[code].withholdingEstimated).toBe(true);
  });
});
