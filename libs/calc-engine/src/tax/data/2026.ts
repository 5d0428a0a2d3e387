/**
 * Tax year 2026 tables. A new year is a copy of this file with that year's figures, plus one line in
 * ../registry.ts; no other code changes.
 *
 * Sources (details, quotes and links in docs/product/tax/README.md):
 * - Federal: IRS Pub 15-T (2026) Worksheet 1A annual percentage tables, line 1g and the $4,300
 *   allowance value; three independent transcriptions agree and every row re-derives from Rev. Proc.
 *   2025-32 (see the test `tax-data.spec.ts`, which rebuilds them). Ten IRS wage-bracket cells (weekly,
 *   single) are reproduced by the tests.
 * - FICA: SSA wage base $184,500 for 2026 (verified); Medicare 1.45%; Additional Medicare 0.9% over
 *   $200,000 withheld by the employer whatever the filing status.
 * - §225 qualified overtime (OBBBA, tax years 2025–2028): 26 U.S.C. 225.
 * - States: 2026 annual income-tax schedules from the PolicyEngine-US parameter snapshot of 2026-08-19
 *   (numbers of public law; see the README on the licence), standard deductions and exemptions as noted
 *   per state. These are INCOME-TAX schedules, not each state's withholding formula: states whose
 *   withholding formula differs are marked `withholdingEstimated` and the UI says "estimated from 2026
 *   state income-tax brackets".
 *
 * Still unverified (as of this file):
 * - The Pub 15-T (2026) PDF itself was not read here; the tables rest on the transcriptions and the
 *   Rev. Proc. re-derivation above (which the tests repeat).
 * - §225 phase-out for a partial $1,000 of MAGI: modelled as a smooth 10% (PolicyEngine); the statute's
 *   "$100 for each $1,000" may be read in whole steps by the Schedule 1-A instructions.
 * - States: brackets are the shared PolicyEngine 2026 schedules (some thresholds still at 2025 values,
 *   see each `note`). Standard deductions, exemptions and credits were NOT in the shared files: they are
 *   the states' 2025 published figures (2026 where a note says so), carried to 2026 and marked
 *   "[unverified for 2026]" in the state's note; phase-outs of deductions/exemptions (AL, CT, WI, OH)
 *   are not modelled; Utah's phased taxpayer credit is, with base amounts whose year is unconfirmed. These annual schedules are now the
 *   fallback only: each state's own withholding method is in ./2026-state-withholding.ts (local
 *   taxes in ./2026-localities.ts), and a state listed there is figured by it.
 * - Ohio: the shared JSON's 1.27% first band is a stand-in for Ohio's fixed $332 base on the return; the
 *   README's "0% up to $26,050, 2.75% above" is used here (closer to Ohio's withholding).
 */
import { STATE_WITHHOLDING_2026 } from './2026-state-withholding.js';
import type { FilingStatus, StateBracket, StateCode, StateTaxTable, TaxYearData } from '../types.js';

type Row = readonly [atLeast: number, base: number, rate: number];
const rows = (table: readonly Row[]) => table.map(([atLeast, base, rate]) => ({ atLeast, base, rate }));

/** The same value for every filing status. */
function allStatuses<T>(value: T): Record<FilingStatus, T> {
  return { single: value, married_jointly: value, married_separately: value, head_of_household: value };
}

type StateEntry = Omit<
  StateTaxTable,
  | 'brackets'
  | 'standardDeduction'
  | 'personalExemption'
  | 'allowanceValue'
  | 'personalCredit'
  | 'allowanceCredit'
  | 'withholdingEstimated'
> &
  Partial<
    Pick<
      StateTaxTable,
      | 'brackets'
      | 'standardDeduction'
      | 'personalExemption'
      | 'allowanceValue'
      | 'personalCredit'
      | 'allowanceCredit'
      | 'withholdingEstimated'
    >
  >;

/** Fills the zeros a state without a deduction, exemption or tax leaves out. */
function state(entry: StateEntry): StateTaxTable {
  return {
    brackets: allStatuses<readonly StateBracket[]>([]),
    standardDeduction: allStatuses(0),
    personalExemption: allStatuses(0),
    allowanceValue: 0,
    personalCredit: allStatuses(0),
    allowanceCredit: 0,
    withholdingEstimated: entry.kind !== 'none',
    ...entry,
  };
}

const SINGLE_STANDARD: readonly Row[] = [
  [0, 0, 0],
  [7_500, 0, 0.1],
  [19_900, 1_240, 0.12],
  [57_900, 5_800, 0.22],
  [113_200, 17_966, 0.24],
  [209_275, 41_024, 0.32],
  [263_725, 58_448, 0.35],
  [648_100, 192_979.25, 0.37],
];
const SINGLE_STEP2: readonly Row[] = [
  [0, 0, 0],
  [8_050, 0, 0.1],
  [14_250, 620, 0.12],
  [33_250, 2_900, 0.22],
  [60_900, 8_983, 0.24],
  [108_938, 20_512, 0.32],
  [136_163, 29_224, 0.35],
  [328_350, 96_489.63, 0.37],
];

export const TAX_2026: TaxYearData = {
  taxYear: 2026,
  federal: {
    source: 'IRS Pub 15-T 2026, Worksheet 1A',
    standard: {
      married_jointly: rows([
        [0, 0, 0],
        [19_300, 0, 0.1],
        [44_100, 2_480, 0.12],
        [120_100, 11_600, 0.22],
        [230_700, 35_932, 0.24],
        [422_850, 82_048, 0.32],
        [531_750, 116_896, 0.35],
        [788_000, 206_583.5, 0.37],
      ]),
      single: rows(SINGLE_STANDARD),
      married_separately: rows(SINGLE_STANDARD),
      head_of_household: rows([
        [0, 0, 0],
        [15_550, 0, 0.1],
        [33_250, 1_770, 0.12],
        [83_000, 7_740, 0.22],
        [121_250, 16_155, 0.24],
        [217_300, 39_207, 0.32],
        [271_750, 56_631, 0.35],
        [656_150, 191_171, 0.37],
      ]),
    },
    step2Checked: {
      married_jointly: rows([
        [0, 0, 0],
        [16_100, 0, 0.1],
        [28_500, 1_240, 0.12],
        [66_500, 5_800, 0.22],
        [121_800, 17_966, 0.24],
        [217_875, 41_024, 0.32],
        [272_325, 58_448, 0.35],
        [400_450, 103_291.75, 0.37],
      ]),
      single: rows(SINGLE_STEP2),
      married_separately: rows(SINGLE_STEP2),
      head_of_household: rows([
        [0, 0, 0],
        [12_075, 0, 0.1],
        [20_925, 885, 0.12],
        [45_800, 3_870, 0.22],
        [64_925, 8_077.5, 0.24],
        [112_950, 19_603.5, 0.32],
        [140_175, 28_315.5, 0.35],
        [332_375, 95_585.5, 0.37],
      ]),
    },
    line1g: { single: 8_600, married_jointly: 12_900, married_separately: 8_600, head_of_household: 8_600 },
    allowanceValuePre2020: 4_300,
    standardDeduction: {
      single: 16_100,
      married_jointly: 32_200,
      married_separately: 16_100,
      head_of_household: 24_150,
    },
  },
  fica: {
    source:
      'Social Security 6.2% up to the 2026 wage base of $184,500 (SSA); Medicare 1.45%; Additional Medicare 0.9% on wages over $200,000 (IRS Pub 15, 2026)',
    socialSecurityRate: 0.062,
    socialSecurityWageBase: 184_500,
    medicareRate: 0.0145,
    additionalMedicareRate: 0.009,
    additionalMedicareThreshold: 200_000,
  },
  electiveDeferralLimit: 24_500,
  electiveDeferralSource:
    'IRC §402(g): $24,500 of elective deferrals to a 401(k), 403(b) or 457 plan in 2026, traditional and Roth together, before age-50 catch-up (IR-2025-111)',
  overtimeDeductionSource:
    'IRC §225 (One Big Beautiful Bill Act), 2025–2028: the premium half of FLSA overtime, up to $12,500 ($25,000 joint), reduced by $100 per $1,000 of MAGI over $150,000 ($300,000 joint)',
  overtimeDeduction: {
    cap: { default: 12_500, joint: 25_000 },
    phaseOutStart: { default: 150_000, joint: 300_000 },
    phaseOutRate: 0.1,
  },
  states: STATES_2026(),
  stateWithholding: STATE_WITHHOLDING_2026,
};

function STATES_2026(): Record<StateCode, StateTaxTable> {
  return {
    AL: state({
      code: 'AL',
      name: 'Alabama',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.02 },
          { over: 500, rate: 0.04 },
          { over: 3000, rate: 0.05 },
        ],
        married_jointly: [
          { over: 0, rate: 0.02 },
          { over: 1000, rate: 0.04 },
          { over: 6000, rate: 0.05 },
        ],
        married_separately: [
          { over: 0, rate: 0.02 },
          { over: 500, rate: 0.04 },
          { over: 3000, rate: 0.05 },
        ],
        head_of_household: [
          { over: 0, rate: 0.02 },
          { over: 500, rate: 0.04 },
          { over: 3000, rate: 0.05 },
        ],
      },
      standardDeduction: { single: 3000, married_jointly: 8500, married_separately: 4250, head_of_household: 5200 },
      personalExemption: { single: 1500, married_jointly: 3000, married_separately: 1500, head_of_household: 3000 },
      allowanceValue: 1000,
      withholdingEstimated: true,
      note: 'Standard deduction shown is the maximum (it shrinks as income rises); Alabama also deducts federal income tax paid (not modelled). 2025 figure carried to 2026 [unverified for 2026]',
      source:
        'Alabama 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    AK: state({
      code: 'AK',
      name: 'Alaska',
      kind: 'none',
      source: 'Alaska has no state income tax on wages',
    }),
    AZ: state({
      code: 'AZ',
      name: 'Arizona',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.025 }]),
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      withholdingEstimated: true,
      note: 'Arizona withholding is the percentage the employee elects on Form A-4 (default 2.0%); this estimate uses the 2.5% tax and the federal standard deduction instead.',
      source:
        'Arizona 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    AR: state({
      code: 'AR',
      name: 'Arkansas',
      kind: 'graduated',
      brackets: allStatuses([
        { over: 0, rate: 0 },
        { over: 5600, rate: 0.02 },
        { over: 11_200, rate: 0.03 },
        { over: 16_000, rate: 0.034 },
        { over: 26_400, rate: 0.037 },
      ]),
      standardDeduction: { single: 2410, married_jointly: 4820, married_separately: 2410, head_of_household: 2410 },
      personalCredit: { single: 29, married_jointly: 58, married_separately: 29, head_of_household: 29 },
      allowanceCredit: 29,
      withholdingEstimated: true,
      note: 'Personal tax credits of $29 each. 2025 figure carried to 2026 [unverified for 2026]',
      source:
        'Arkansas 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    CA: state({
      code: 'CA',
      name: 'California',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.01 },
          { over: 11_079, rate: 0.02 },
          { over: 26_264, rate: 0.04 },
          { over: 41_452, rate: 0.06 },
          { over: 57_542, rate: 0.08 },
          { over: 72_724, rate: 0.093 },
          { over: 371_479, rate: 0.103 },
          { over: 445_771, rate: 0.113 },
          { over: 742_953, rate: 0.123 },
        ],
        married_jointly: [
          { over: 0, rate: 0.01 },
          { over: 22_158, rate: 0.02 },
          { over: 52_528, rate: 0.04 },
          { over: 82_904, rate: 0.06 },
          { over: 115_084, rate: 0.08 },
          { over: 145_448, rate: 0.093 },
          { over: 742_958, rate: 0.103 },
          { over: 891_542, rate: 0.113 },
          { over: 1_485_906, rate: 0.123 },
        ],
        married_separately: [
          { over: 0, rate: 0.01 },
          { over: 11_079, rate: 0.02 },
          { over: 26_264, rate: 0.04 },
          { over: 41_452, rate: 0.06 },
          { over: 57_542, rate: 0.08 },
          { over: 72_724, rate: 0.093 },
          { over: 371_479, rate: 0.103 },
          { over: 445_771, rate: 0.113 },
          { over: 742_953, rate: 0.123 },
        ],
        head_of_household: [
          { over: 0, rate: 0.01 },
          { over: 22_173, rate: 0.02 },
          { over: 52_530, rate: 0.04 },
          { over: 67_716, rate: 0.06 },
          { over: 83_805, rate: 0.08 },
          { over: 98_990, rate: 0.093 },
          { over: 505_208, rate: 0.103 },
          { over: 606_251, rate: 0.113 },
          { over: 1_010_417, rate: 0.123 },
        ],
      },
      standardDeduction: { single: 5706, married_jointly: 11412, married_separately: 5706, head_of_household: 11412 },
      personalCredit: { single: 158, married_jointly: 316, married_separately: 158, head_of_household: 158 },
      allowanceCredit: 475,
      withholdingEstimated: true,
      note: 'Exemption credit $158 per person (2026, FTB); dependent credit $475 and standard deduction are 2025 figures [unverified for 2026]. Thresholds at 2025 values (indexed yearly). CA withholding uses EDD Method B tables.',
      source:
        'California 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    CO: state({
      code: 'CO',
      name: 'Colorado',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.044 }]),
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      withholdingEstimated: true,
      note: 'Colorado taxes federal taxable income; the 2026 rate can change with TABOR triggers [unverified].',
      source:
        'Colorado 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    CT: state({
      code: 'CT',
      name: 'Connecticut',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.02 },
          { over: 10_000, rate: 0.045 },
          { over: 50_000, rate: 0.055 },
          { over: 100_000, rate: 0.06 },
          { over: 200_000, rate: 0.065 },
          { over: 250_000, rate: 0.069 },
          { over: 500_000, rate: 0.0699 },
        ],
        married_jointly: [
          { over: 0, rate: 0.02 },
          { over: 20_000, rate: 0.045 },
          { over: 100_000, rate: 0.055 },
          { over: 200_000, rate: 0.06 },
          { over: 400_000, rate: 0.065 },
          { over: 500_000, rate: 0.069 },
          { over: 1_000_000, rate: 0.0699 },
        ],
        married_separately: [
          { over: 0, rate: 0.02 },
          { over: 10_000, rate: 0.045 },
          { over: 50_000, rate: 0.055 },
          { over: 100_000, rate: 0.06 },
          { over: 200_000, rate: 0.065 },
          { over: 250_000, rate: 0.069 },
          { over: 500_000, rate: 0.0699 },
        ],
        head_of_household: [
          { over: 0, rate: 0.02 },
          { over: 16_000, rate: 0.045 },
          { over: 80_000, rate: 0.055 },
          { over: 160_000, rate: 0.06 },
          { over: 320_000, rate: 0.065 },
          { over: 400_000, rate: 0.069 },
          { over: 800_000, rate: 0.0699 },
        ],
      },
      personalExemption: { single: 15000, married_jointly: 24000, married_separately: 12000, head_of_household: 19000 },
      withholdingEstimated: true,
      note: 'Personal exemption shown before its phase-out; Connecticut personal tax credits and the Form CT-W4 withholding codes are not modelled.',
      source:
        'Connecticut 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    DE: state({
      code: 'DE',
      name: 'Delaware',
      kind: 'graduated',
      brackets: allStatuses([
        { over: 0, rate: 0 },
        { over: 2000, rate: 0.022 },
        { over: 5000, rate: 0.039 },
        { over: 10_000, rate: 0.048 },
        { over: 20_000, rate: 0.052 },
        { over: 25_000, rate: 0.0555 },
        { over: 60_000, rate: 0.066 },
      ]),
      standardDeduction: { single: 3250, married_jointly: 6500, married_separately: 3250, head_of_household: 3250 },
      personalCredit: { single: 110, married_jointly: 220, married_separately: 110, head_of_household: 110 },
      allowanceCredit: 110,
      withholdingEstimated: true,
      note: 'Personal credits of $110 each.',
      source:
        'Delaware 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    DC: state({
      code: 'DC',
      name: 'District of Columbia',
      kind: 'graduated',
      brackets: allStatuses([
        { over: 0, rate: 0.04 },
        { over: 10_000, rate: 0.06 },
        { over: 40_000, rate: 0.065 },
        { over: 60_000, rate: 0.085 },
        { over: 250_000, rate: 0.0925 },
        { over: 500_000, rate: 0.0975 },
        { over: 1_000_000, rate: 0.1075 },
      ]),
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      withholdingEstimated: true,
      note: 'DC follows the federal standard deduction.',
      source:
        'District of Columbia 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    FL: state({
      code: 'FL',
      name: 'Florida',
      kind: 'none',
      source: 'Florida has no state income tax on wages',
    }),
    GA: state({
      code: 'GA',
      name: 'Georgia',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.0499 }]),
      standardDeduction: { single: 12000, married_jointly: 24000, married_separately: 12000, head_of_household: 12000 },
      allowanceValue: 4000,
      withholdingEstimated: true,
      note: 'Dependents $4,000 each.',
      source:
        'Georgia 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    HI: state({
      code: 'HI',
      name: 'Hawaii',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.014 },
          { over: 9600, rate: 0.032 },
          { over: 14_400, rate: 0.055 },
          { over: 19_200, rate: 0.064 },
          { over: 24_000, rate: 0.068 },
          { over: 36_000, rate: 0.072 },
          { over: 48_000, rate: 0.076 },
          { over: 125_000, rate: 0.079 },
          { over: 175_000, rate: 0.0825 },
          { over: 225_000, rate: 0.09 },
          { over: 275_000, rate: 0.1 },
          { over: 325_000, rate: 0.11 },
        ],
        married_jointly: [
          { over: 0, rate: 0.014 },
          { over: 19_200, rate: 0.032 },
          { over: 28_800, rate: 0.055 },
          { over: 38_400, rate: 0.064 },
          { over: 48_000, rate: 0.068 },
          { over: 72_000, rate: 0.072 },
          { over: 96_000, rate: 0.076 },
          { over: 250_000, rate: 0.079 },
          { over: 350_000, rate: 0.0825 },
          { over: 450_000, rate: 0.09 },
          { over: 550_000, rate: 0.1 },
          { over: 650_000, rate: 0.11 },
        ],
        married_separately: [
          { over: 0, rate: 0.014 },
          { over: 9600, rate: 0.032 },
          { over: 14_400, rate: 0.055 },
          { over: 19_200, rate: 0.064 },
          { over: 24_000, rate: 0.068 },
          { over: 36_000, rate: 0.072 },
          { over: 48_000, rate: 0.076 },
          { over: 125_000, rate: 0.079 },
          { over: 175_000, rate: 0.0825 },
          { over: 225_000, rate: 0.09 },
          { over: 275_000, rate: 0.1 },
          { over: 325_000, rate: 0.11 },
        ],
        head_of_household: [
          { over: 0, rate: 0.014 },
          { over: 14_400, rate: 0.032 },
          { over: 21_600, rate: 0.055 },
          { over: 28_800, rate: 0.064 },
          { over: 36_000, rate: 0.068 },
          { over: 54_000, rate: 0.072 },
          { over: 72_000, rate: 0.076 },
          { over: 187_500, rate: 0.079 },
          { over: 262_500, rate: 0.0825 },
          { over: 337_500, rate: 0.09 },
          { over: 412_500, rate: 0.1 },
          { over: 487_500, rate: 0.11 },
        ],
      },
      standardDeduction: { single: 4400, married_jointly: 8800, married_separately: 4400, head_of_household: 6424 },
      personalExemption: { single: 1144, married_jointly: 2288, married_separately: 1144, head_of_household: 1144 },
      allowanceValue: 1144,
      withholdingEstimated: true,
      note: 'Standard deduction at 2024\u20132025 values; Act 46 (2024) raises it in later years [unverified for 2026].',
      source:
        'Hawaii 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    ID: state({
      code: 'ID',
      name: 'Idaho',
      kind: 'flat',
      brackets: {
        single: [
          { over: 0, rate: 0 },
          { over: 4811, rate: 0.053 },
        ],
        married_jointly: [
          { over: 0, rate: 0 },
          { over: 9622, rate: 0.053 },
        ],
        married_separately: [
          { over: 0, rate: 0 },
          { over: 4811, rate: 0.053 },
        ],
        head_of_household: [
          { over: 0, rate: 0 },
          { over: 9622, rate: 0.053 },
        ],
      },
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      withholdingEstimated: true,
      note: 'Idaho follows the federal standard deduction; 0% on the first $4,811 of taxable income (single).',
      source:
        'Idaho 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    IL: state({
      code: 'IL',
      name: 'Illinois',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.0495 }]),
      personalExemption: { single: 2850, married_jointly: 5700, married_separately: 2850, head_of_household: 2850 },
      allowanceValue: 2850,
      withholdingEstimated: false,
      note: 'IL-W-4 basic allowances at $2,850 each (2025 figure carried to 2026 [unverified for 2026]).',
      source:
        'Illinois 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    IN: state({
      code: 'IN',
      name: 'Indiana',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.0295 }]),
      personalExemption: { single: 1000, married_jointly: 2000, married_separately: 1000, head_of_household: 1000 },
      allowanceValue: 1000,
      withholdingEstimated: false,
      note: 'Plus county income tax (not included).',
      source:
        'Indiana 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    IA: state({
      code: 'IA',
      name: 'Iowa',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.038 }]),
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      personalCredit: { single: 40, married_jointly: 80, married_separately: 40, head_of_household: 40 },
      allowanceCredit: 40,
      withholdingEstimated: true,
      note: 'Exemption credits of $40 each.',
      source:
        'Iowa 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    KS: state({
      code: 'KS',
      name: 'Kansas',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.052 },
          { over: 23_001, rate: 0.0558 },
        ],
        married_jointly: [
          { over: 0, rate: 0.052 },
          { over: 46_001, rate: 0.0558 },
        ],
        married_separately: [
          { over: 0, rate: 0.052 },
          { over: 23_001, rate: 0.0558 },
        ],
        head_of_household: [
          { over: 0, rate: 0.052 },
          { over: 23_001, rate: 0.0558 },
        ],
      },
      standardDeduction: { single: 3605, married_jointly: 8240, married_separately: 4120, head_of_household: 6180 },
      personalExemption: { single: 9160, married_jointly: 18320, married_separately: 9160, head_of_household: 9160 },
      allowanceValue: 2320,
      withholdingEstimated: true,
      source:
        'Kansas 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    KY: state({
      code: 'KY',
      name: 'Kentucky',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.035 }]),
      standardDeduction: allStatuses(3270),
      withholdingEstimated: false,
      note: 'Plus local occupational taxes (not included). Standard deduction: 2025 figure carried to 2026 [unverified for 2026]',
      source:
        'Kentucky 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    LA: state({
      code: 'LA',
      name: 'Louisiana',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.03 }]),
      standardDeduction: { single: 12500, married_jointly: 25000, married_separately: 12500, head_of_household: 25000 },
      withholdingEstimated: true,
      note: '2025 reform: flat 3% with a $12,500 ($25,000 joint/head of household) standard deduction.',
      source:
        'Louisiana 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    ME: state({
      code: 'ME',
      name: 'Maine',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.058 },
          { over: 27_400, rate: 0.0675 },
          { over: 64_850, rate: 0.0715 },
        ],
        married_jointly: [
          { over: 0, rate: 0.058 },
          { over: 54_850, rate: 0.0675 },
          { over: 129_750, rate: 0.0715 },
        ],
        married_separately: [
          { over: 0, rate: 0.058 },
          { over: 27_400, rate: 0.0675 },
          { over: 64_850, rate: 0.0715 },
        ],
        head_of_household: [
          { over: 0, rate: 0.058 },
          { over: 41_100, rate: 0.0675 },
          { over: 97_300, rate: 0.0715 },
        ],
      },
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      personalExemption: { single: 5150, married_jointly: 10300, married_separately: 5150, head_of_household: 5150 },
      allowanceValue: 5150,
      withholdingEstimated: true,
      note: 'Personal exemption: 2025 figure carried to 2026 [unverified for 2026]',
      source:
        'Maine 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    MD: state({
      code: 'MD',
      name: 'Maryland',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.02 },
          { over: 1000, rate: 0.03 },
          { over: 2000, rate: 0.04 },
          { over: 3000, rate: 0.0475 },
          { over: 100_000, rate: 0.05 },
          { over: 125_000, rate: 0.0525 },
          { over: 150_000, rate: 0.055 },
          { over: 250_000, rate: 0.0575 },
          { over: 500_000, rate: 0.0625 },
          { over: 1_000_000, rate: 0.065 },
        ],
        married_jointly: [
          { over: 0, rate: 0.02 },
          { over: 1000, rate: 0.03 },
          { over: 2000, rate: 0.04 },
          { over: 3000, rate: 0.0475 },
          { over: 150_000, rate: 0.05 },
          { over: 175_000, rate: 0.0525 },
          { over: 225_000, rate: 0.055 },
          { over: 300_000, rate: 0.0575 },
          { over: 600_000, rate: 0.0625 },
          { over: 1_200_000, rate: 0.065 },
        ],
        married_separately: [
          { over: 0, rate: 0.02 },
          { over: 1000, rate: 0.03 },
          { over: 2000, rate: 0.04 },
          { over: 3000, rate: 0.0475 },
          { over: 100_000, rate: 0.05 },
          { over: 125_000, rate: 0.0525 },
          { over: 150_000, rate: 0.055 },
          { over: 250_000, rate: 0.0575 },
          { over: 500_000, rate: 0.0625 },
          { over: 1_000_000, rate: 0.065 },
        ],
        head_of_household: [
          { over: 0, rate: 0.02 },
          { over: 1000, rate: 0.03 },
          { over: 2000, rate: 0.04 },
          { over: 3000, rate: 0.0475 },
          { over: 150_000, rate: 0.05 },
          { over: 175_000, rate: 0.0525 },
          { over: 225_000, rate: 0.055 },
          { over: 300_000, rate: 0.0575 },
          { over: 600_000, rate: 0.0625 },
          { over: 1_200_000, rate: 0.065 },
        ],
      },
      standardDeduction: { single: 3350, married_jointly: 6700, married_separately: 3350, head_of_household: 6700 },
      personalExemption: { single: 3200, married_jointly: 6400, married_separately: 3200, head_of_household: 3200 },
      allowanceValue: 3200,
      withholdingEstimated: true,
      note: 'Plus county income tax of about 2.25%\u20133.3% (not included).',
      source:
        'Maryland 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    MA: state({
      code: 'MA',
      name: 'Massachusetts',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.05 }]),
      personalExemption: { single: 4400, married_jointly: 8800, married_separately: 4400, head_of_household: 6800 },
      allowanceValue: 1000,
      withholdingEstimated: true,
      note: 'Plus 4% surtax on income over about $1.08 million. Dependents $1,000 each.',
      source:
        'Massachusetts 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    MI: state({
      code: 'MI',
      name: 'Michigan',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.0425 }]),
      personalExemption: { single: 5800, married_jointly: 11600, married_separately: 5800, head_of_household: 5800 },
      allowanceValue: 5800,
      withholdingEstimated: false,
      note: 'Plus city income taxes such as Detroit (not included). Exemption: 2025 figure carried to 2026 [unverified for 2026]',
      source:
        'Michigan 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    MN: state({
      code: 'MN',
      name: 'Minnesota',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.0535 },
          { over: 32_570, rate: 0.068 },
          { over: 106_990, rate: 0.0785 },
          { over: 198_630, rate: 0.0985 },
        ],
        married_jointly: [
          { over: 0, rate: 0.0535 },
          { over: 47_620, rate: 0.068 },
          { over: 189_180, rate: 0.0785 },
          { over: 330_410, rate: 0.0985 },
        ],
        married_separately: [
          { over: 0, rate: 0.0535 },
          { over: 23_810, rate: 0.068 },
          { over: 94_590, rate: 0.0785 },
          { over: 165_205, rate: 0.0985 },
        ],
        head_of_household: [
          { over: 0, rate: 0.0535 },
          { over: 40_100, rate: 0.068 },
          { over: 161_130, rate: 0.0785 },
          { over: 264_050, rate: 0.0985 },
        ],
      },
      standardDeduction: { single: 14950, married_jointly: 29900, married_separately: 14950, head_of_household: 22500 },
      allowanceValue: 5200,
      withholdingEstimated: true,
      note: 'Thresholds and deductions at 2025 values (indexed yearly) [unverified for 2026].',
      source:
        'Minnesota 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    MS: state({
      code: 'MS',
      name: 'Mississippi',
      kind: 'flat',
      brackets: allStatuses([
        { over: 0, rate: 0 },
        { over: 10_000, rate: 0.04 },
      ]),
      standardDeduction: { single: 2300, married_jointly: 4600, married_separately: 2300, head_of_household: 3400 },
      personalExemption: { single: 6000, married_jointly: 12000, married_separately: 6000, head_of_household: 8000 },
      allowanceValue: 1500,
      withholdingEstimated: true,
      source:
        'Mississippi 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    MO: state({
      code: 'MO',
      name: 'Missouri',
      kind: 'graduated',
      brackets: allStatuses([
        { over: 0, rate: 0 },
        { over: 1313, rate: 0.02 },
        { over: 2626, rate: 0.025 },
        { over: 3939, rate: 0.03 },
        { over: 5252, rate: 0.035 },
        { over: 6565, rate: 0.04 },
        { over: 7878, rate: 0.045 },
        { over: 9191, rate: 0.047 },
      ]),
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      withholdingEstimated: true,
      note: 'Missouri follows the federal standard deduction.',
      source:
        'Missouri 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    MT: state({
      code: 'MT',
      name: 'Montana',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.047 },
          { over: 47_500, rate: 0.0565 },
        ],
        married_jointly: [
          { over: 0, rate: 0.047 },
          { over: 95_000, rate: 0.0565 },
        ],
        married_separately: [
          { over: 0, rate: 0.047 },
          { over: 47_500, rate: 0.0565 },
        ],
        head_of_household: [
          { over: 0, rate: 0.047 },
          { over: 71_250, rate: 0.0565 },
        ],
      },
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      withholdingEstimated: true,
      note: 'Montana taxes federal taxable income.',
      source:
        'Montana 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    NE: state({
      code: 'NE',
      name: 'Nebraska',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.0246 },
          { over: 4130, rate: 0.0351 },
          { over: 24_760, rate: 0.0455 },
          { over: 39_900, rate: 0.0455 },
        ],
        married_jointly: [
          { over: 0, rate: 0.0246 },
          { over: 8250, rate: 0.0351 },
          { over: 49_530, rate: 0.0455 },
          { over: 79_800, rate: 0.0455 },
        ],
        married_separately: [
          { over: 0, rate: 0.0246 },
          { over: 4130, rate: 0.0351 },
          { over: 24_760, rate: 0.0455 },
          { over: 39_900, rate: 0.0455 },
        ],
        head_of_household: [
          { over: 0, rate: 0.0246 },
          { over: 7700, rate: 0.0351 },
          { over: 39_620, rate: 0.0455 },
          { over: 59_160, rate: 0.0455 },
        ],
      },
      standardDeduction: { single: 8600, married_jointly: 17200, married_separately: 8600, head_of_household: 12600 },
      personalCredit: { single: 171, married_jointly: 342, married_separately: 171, head_of_household: 171 },
      allowanceCredit: 171,
      withholdingEstimated: true,
      note: 'Personal exemption credits of $171 each. 2025 figure carried to 2026 [unverified for 2026]',
      source:
        'Nebraska 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    NV: state({
      code: 'NV',
      name: 'Nevada',
      kind: 'none',
      source: 'Nevada has no state income tax on wages',
    }),
    NH: state({
      code: 'NH',
      name: 'New Hampshire',
      kind: 'none',
      note: 'No tax on wages (interest and dividends tax repealed from 2025).',
      source: 'New Hampshire has no state income tax on wages',
    }),
    NJ: state({
      code: 'NJ',
      name: 'New Jersey',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.014 },
          { over: 20_000, rate: 0.0175 },
          { over: 35_000, rate: 0.035 },
          { over: 40_000, rate: 0.05525 },
          { over: 75_000, rate: 0.0637 },
          { over: 500_000, rate: 0.0897 },
          { over: 1_000_000, rate: 0.1075 },
        ],
        married_jointly: [
          { over: 0, rate: 0.014 },
          { over: 20_000, rate: 0.0175 },
          { over: 50_000, rate: 0.0245 },
          { over: 70_000, rate: 0.035 },
          { over: 80_000, rate: 0.05525 },
          { over: 150_000, rate: 0.0637 },
          { over: 500_000, rate: 0.0897 },
          { over: 1_000_000, rate: 0.1075 },
        ],
        married_separately: [
          { over: 0, rate: 0.014 },
          { over: 20_000, rate: 0.0175 },
          { over: 35_000, rate: 0.035 },
          { over: 40_000, rate: 0.05525 },
          { over: 75_000, rate: 0.0637 },
          { over: 500_000, rate: 0.0897 },
          { over: 1_000_000, rate: 0.1075 },
        ],
        head_of_household: [
          { over: 0, rate: 0.014 },
          { over: 20_000, rate: 0.0175 },
          { over: 50_000, rate: 0.0245 },
          { over: 70_000, rate: 0.035 },
          { over: 80_000, rate: 0.05525 },
          { over: 150_000, rate: 0.0637 },
          { over: 500_000, rate: 0.0897 },
          { over: 1_000_000, rate: 0.1075 },
        ],
      },
      personalExemption: { single: 1000, married_jointly: 2000, married_separately: 1000, head_of_household: 1000 },
      allowanceValue: 1500,
      withholdingEstimated: true,
      note: 'New Jersey withholding uses its own rate tables (A\u2013E).',
      source:
        'New Jersey 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    NM: state({
      code: 'NM',
      name: 'New Mexico',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.015 },
          { over: 5500, rate: 0.032 },
          { over: 16_500, rate: 0.043 },
          { over: 33_500, rate: 0.047 },
          { over: 66_500, rate: 0.049 },
          { over: 210_000, rate: 0.059 },
        ],
        married_jointly: [
          { over: 0, rate: 0.015 },
          { over: 8000, rate: 0.032 },
          { over: 25_000, rate: 0.043 },
          { over: 50_000, rate: 0.047 },
          { over: 100_000, rate: 0.049 },
          { over: 315_000, rate: 0.059 },
        ],
        married_separately: [
          { over: 0, rate: 0.015 },
          { over: 4000, rate: 0.032 },
          { over: 12_500, rate: 0.043 },
          { over: 25_000, rate: 0.047 },
          { over: 50_000, rate: 0.049 },
          { over: 157_500, rate: 0.059 },
        ],
        head_of_household: [
          { over: 0, rate: 0.015 },
          { over: 8000, rate: 0.032 },
          { over: 25_000, rate: 0.043 },
          { over: 50_000, rate: 0.047 },
          { over: 100_000, rate: 0.049 },
          { over: 315_000, rate: 0.059 },
        ],
      },
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      allowanceValue: 4000,
      withholdingEstimated: true,
      note: 'New Mexico follows the federal standard deduction; dependents $4,000 each.',
      source:
        'New Mexico 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    NY: state({
      code: 'NY',
      name: 'New York',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.039 },
          { over: 8500, rate: 0.044 },
          { over: 11_700, rate: 0.0515 },
          { over: 13_900, rate: 0.054 },
          { over: 80_650, rate: 0.059 },
          { over: 215_400, rate: 0.0685 },
          { over: 1_077_550, rate: 0.0965 },
          { over: 5_000_000, rate: 0.103 },
          { over: 25_000_000, rate: 0.109 },
        ],
        married_jointly: [
          { over: 0, rate: 0.039 },
          { over: 17_150, rate: 0.044 },
          { over: 23_600, rate: 0.0515 },
          { over: 27_900, rate: 0.054 },
          { over: 161_550, rate: 0.059 },
          { over: 323_200, rate: 0.0685 },
          { over: 2_155_350, rate: 0.0965 },
          { over: 5_000_000, rate: 0.103 },
          { over: 25_000_000, rate: 0.109 },
        ],
        married_separately: [
          { over: 0, rate: 0.039 },
          { over: 8500, rate: 0.044 },
          { over: 11_700, rate: 0.0515 },
          { over: 13_900, rate: 0.054 },
          { over: 80_650, rate: 0.059 },
          { over: 215_400, rate: 0.0685 },
          { over: 1_077_550, rate: 0.0965 },
          { over: 5_000_000, rate: 0.103 },
          { over: 25_000_000, rate: 0.109 },
        ],
        head_of_household: [
          { over: 0, rate: 0.039 },
          { over: 12_800, rate: 0.044 },
          { over: 17_650, rate: 0.0515 },
          { over: 20_900, rate: 0.054 },
          { over: 107_650, rate: 0.059 },
          { over: 269_300, rate: 0.0685 },
          { over: 1_616_450, rate: 0.0965 },
          { over: 5_000_000, rate: 0.103 },
          { over: 25_000_000, rate: 0.109 },
        ],
      },
      standardDeduction: { single: 8000, married_jointly: 16050, married_separately: 8000, head_of_household: 11200 },
      allowanceValue: 1000,
      withholdingEstimated: true,
      note: 'New York City and Yonkers taxes not included; New York withholding uses its own tables.',
      source:
        'New York 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    NC: state({
      code: 'NC',
      name: 'North Carolina',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.0399 }]),
      standardDeduction: { single: 12750, married_jointly: 25500, married_separately: 12750, head_of_household: 19125 },
      allowanceValue: 2500,
      withholdingEstimated: false,
      note: 'NC-4 allowances at $2,500 each.',
      source:
        'North Carolina 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    ND: state({
      code: 'ND',
      name: 'North Dakota',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0 },
          { over: 48_475, rate: 0.0195 },
          { over: 244_825, rate: 0.025 },
        ],
        married_jointly: [
          { over: 0, rate: 0 },
          { over: 80_975, rate: 0.0195 },
          { over: 298_075, rate: 0.025 },
        ],
        married_separately: [
          { over: 0, rate: 0 },
          { over: 40_475, rate: 0.0195 },
          { over: 149_025, rate: 0.025 },
        ],
        head_of_household: [
          { over: 0, rate: 0 },
          { over: 64_950, rate: 0.0195 },
          { over: 271_450, rate: 0.025 },
        ],
      },
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      withholdingEstimated: true,
      note: 'North Dakota taxes federal taxable income.',
      source:
        'North Dakota 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    OH: state({
      code: 'OH',
      name: 'Ohio',
      kind: 'flat',
      brackets: allStatuses([
        { over: 0, rate: 0 },
        { over: 26_050, rate: 0.0275 },
      ]),
      personalExemption: { single: 2400, married_jointly: 4800, married_separately: 2400, head_of_household: 2400 },
      allowanceValue: 2400,
      withholdingEstimated: true,
      note: 'Exemption $2,400 each below $40,000 of income (less above); plus municipal income taxes (not included). Ohio withholding uses its own formula.',
      source:
        'Ohio 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    OK: state({
      code: 'OK',
      name: 'Oklahoma',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0 },
          { over: 3750, rate: 0.025 },
          { over: 4900, rate: 0.035 },
          { over: 7200, rate: 0.045 },
        ],
        married_jointly: [
          { over: 0, rate: 0 },
          { over: 7500, rate: 0.025 },
          { over: 9800, rate: 0.035 },
          { over: 14_400, rate: 0.045 },
        ],
        married_separately: [
          { over: 0, rate: 0 },
          { over: 3750, rate: 0.025 },
          { over: 4900, rate: 0.035 },
          { over: 7200, rate: 0.045 },
        ],
        head_of_household: [
          { over: 0, rate: 0 },
          { over: 7500, rate: 0.025 },
          { over: 9800, rate: 0.035 },
          { over: 14_400, rate: 0.045 },
        ],
      },
      standardDeduction: { single: 6350, married_jointly: 12700, married_separately: 6350, head_of_household: 9350 },
      personalExemption: { single: 1000, married_jointly: 2000, married_separately: 1000, head_of_household: 1000 },
      allowanceValue: 1000,
      withholdingEstimated: true,
      source:
        'Oklahoma 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    OR: state({
      code: 'OR',
      name: 'Oregon',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.0475 },
          { over: 4400, rate: 0.0675 },
          { over: 11_100, rate: 0.0875 },
          { over: 125_000, rate: 0.099 },
        ],
        married_jointly: [
          { over: 0, rate: 0.0475 },
          { over: 8800, rate: 0.0675 },
          { over: 22_200, rate: 0.0875 },
          { over: 250_000, rate: 0.099 },
        ],
        married_separately: [
          { over: 0, rate: 0.0475 },
          { over: 4400, rate: 0.0675 },
          { over: 11_100, rate: 0.0875 },
          { over: 125_000, rate: 0.099 },
        ],
        head_of_household: [
          { over: 0, rate: 0.0475 },
          { over: 8800, rate: 0.0675 },
          { over: 22_200, rate: 0.0875 },
          { over: 250_000, rate: 0.099 },
        ],
      },
      standardDeduction: { single: 2835, married_jointly: 5670, married_separately: 2835, head_of_household: 4560 },
      personalCredit: { single: 256, married_jointly: 512, married_separately: 256, head_of_household: 256 },
      allowanceCredit: 256,
      withholdingEstimated: true,
      note: 'Exemption credits of $256 each; the subtraction for federal tax paid is not modelled. 2025 figure carried to 2026 [unverified for 2026]',
      source:
        'Oregon 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    PA: state({
      code: 'PA',
      name: 'Pennsylvania',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.0307 }]),
      retirementDeferralsTaxable: true,
      withholdingEstimated: false,
      note: '3.07% of wages with no deductions; 401(k) deferrals stay taxable in Pennsylvania. Plus local earned income tax (not included).',
      source:
        'Pennsylvania 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    RI: state({
      code: 'RI',
      name: 'Rhode Island',
      kind: 'graduated',
      brackets: allStatuses([
        { over: 0, rate: 0.0375 },
        { over: 82_050, rate: 0.0475 },
        { over: 186_450, rate: 0.0599 },
      ]),
      standardDeduction: { single: 10900, married_jointly: 21800, married_separately: 10900, head_of_household: 16350 },
      personalExemption: { single: 5100, married_jointly: 10200, married_separately: 5100, head_of_household: 5100 },
      allowanceValue: 5100,
      withholdingEstimated: true,
      note: 'Deduction and exemption: 2025 figure carried to 2026 [unverified for 2026]',
      source:
        'Rhode Island 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    SC: state({
      code: 'SC',
      name: 'South Carolina',
      kind: 'graduated',
      brackets: allStatuses([
        { over: 0, rate: 0.0199 },
        { over: 30_000, rate: 0.0521 },
      ]),
      standardDeduction: { single: 16100, married_jointly: 32200, married_separately: 16100, head_of_household: 24150 },
      withholdingEstimated: true,
      note: 'South Carolina taxes federal taxable income.',
      source:
        'South Carolina 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    SD: state({
      code: 'SD',
      name: 'South Dakota',
      kind: 'none',
      source: 'South Dakota has no state income tax on wages',
    }),
    TN: state({
      code: 'TN',
      name: 'Tennessee',
      kind: 'none',
      note: 'No tax on wages.',
      source: 'Tennessee has no state income tax on wages',
    }),
    TX: state({
      code: 'TX',
      name: 'Texas',
      kind: 'none',
      source: 'Texas has no state income tax on wages',
    }),
    UT: state({
      code: 'UT',
      name: 'Utah',
      kind: 'flat',
      brackets: allStatuses([{ over: 0, rate: 0.0445 }]),
      phasedCredit: {
        amount: { single: 966, married_jointly: 1932, married_separately: 966, head_of_household: 1449 },
        phaseOutStart: { single: 17652, married_jointly: 35304, married_separately: 17652, head_of_household: 26478 },
        phaseOutRate: 0.013,
      },
      withholdingEstimated: true,
      note: "Utah's taxpayer credit: 6% of the federal standard deduction, less 1.3% of income over $17,652 ($35,304 joint, $26,478 head of household; base amounts from the Utah credit page, year not confirmed as 2026); dependents' part not modelled.",
      source:
        'Utah 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    VT: state({
      code: 'VT',
      name: 'Vermont',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.0335 },
          { over: 49_400, rate: 0.066 },
          { over: 119_700, rate: 0.076 },
          { over: 249_700, rate: 0.0875 },
        ],
        married_jointly: [
          { over: 0, rate: 0.0335 },
          { over: 82_500, rate: 0.066 },
          { over: 199_450, rate: 0.076 },
          { over: 304_000, rate: 0.0875 },
        ],
        married_separately: [
          { over: 0, rate: 0.0335 },
          { over: 41_250, rate: 0.066 },
          { over: 99_725, rate: 0.076 },
          { over: 152_000, rate: 0.0875 },
        ],
        head_of_household: [
          { over: 0, rate: 0.0335 },
          { over: 66_200, rate: 0.066 },
          { over: 171_000, rate: 0.076 },
          { over: 276_850, rate: 0.0875 },
        ],
      },
      standardDeduction: { single: 7400, married_jointly: 14850, married_separately: 7400, head_of_household: 11100 },
      personalExemption: { single: 5300, married_jointly: 10600, married_separately: 5300, head_of_household: 5300 },
      allowanceValue: 5300,
      withholdingEstimated: true,
      note: 'Thresholds and deductions at 2025 values [unverified for 2026].',
      source:
        'Vermont 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    VA: state({
      code: 'VA',
      name: 'Virginia',
      kind: 'graduated',
      brackets: allStatuses([
        { over: 0, rate: 0.02 },
        { over: 3000, rate: 0.03 },
        { over: 5000, rate: 0.05 },
        { over: 17_000, rate: 0.0575 },
      ]),
      standardDeduction: { single: 8750, married_jointly: 17500, married_separately: 8750, head_of_household: 8750 },
      personalExemption: { single: 930, married_jointly: 1860, married_separately: 930, head_of_household: 930 },
      allowanceValue: 930,
      withholdingEstimated: true,
      source:
        'Virginia 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    WA: state({
      code: 'WA',
      name: 'Washington',
      kind: 'none',
      note: 'No income tax on wages; WA Cares and paid-leave premiums are not included.',
      source: 'Washington has no state income tax on wages',
    }),
    WV: state({
      code: 'WV',
      name: 'West Virginia',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.0211 },
          { over: 10_000, rate: 0.0281 },
          { over: 25_000, rate: 0.0316 },
          { over: 40_000, rate: 0.0422 },
          { over: 60_000, rate: 0.0458 },
        ],
        married_jointly: [
          { over: 0, rate: 0.0211 },
          { over: 10_000, rate: 0.0281 },
          { over: 25_000, rate: 0.0316 },
          { over: 40_000, rate: 0.0422 },
          { over: 60_000, rate: 0.0458 },
        ],
        married_separately: [
          { over: 0, rate: 0.0211 },
          { over: 5000, rate: 0.0281 },
          { over: 12_500, rate: 0.0316 },
          { over: 20_000, rate: 0.0422 },
          { over: 30_000, rate: 0.0458 },
        ],
        head_of_household: [
          { over: 0, rate: 0.0211 },
          { over: 10_000, rate: 0.0281 },
          { over: 25_000, rate: 0.0316 },
          { over: 40_000, rate: 0.0422 },
          { over: 60_000, rate: 0.0458 },
        ],
      },
      personalExemption: { single: 2000, married_jointly: 4000, married_separately: 2000, head_of_household: 2000 },
      allowanceValue: 2000,
      withholdingEstimated: true,
      source:
        'West Virginia 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    WI: state({
      code: 'WI',
      name: 'Wisconsin',
      kind: 'graduated',
      brackets: {
        single: [
          { over: 0, rate: 0.035 },
          { over: 14_680, rate: 0.044 },
          { over: 51_130, rate: 0.053 },
          { over: 323_290, rate: 0.0765 },
        ],
        married_jointly: [
          { over: 0, rate: 0.035 },
          { over: 19_580, rate: 0.044 },
          { over: 68_170, rate: 0.053 },
          { over: 431_060, rate: 0.0765 },
        ],
        married_separately: [
          { over: 0, rate: 0.035 },
          { over: 9790, rate: 0.044 },
          { over: 34_090, rate: 0.053 },
          { over: 215_530, rate: 0.0765 },
        ],
        head_of_household: [
          { over: 0, rate: 0.035 },
          { over: 14_680, rate: 0.044 },
          { over: 51_130, rate: 0.053 },
          { over: 323_290, rate: 0.0765 },
        ],
      },
      standardDeduction: { single: 13560, married_jointly: 25110, married_separately: 11920, head_of_household: 17500 },
      personalExemption: { single: 700, married_jointly: 1400, married_separately: 700, head_of_household: 700 },
      allowanceValue: 700,
      withholdingEstimated: true,
      note: "Standard deduction shown is the maximum; Wisconsin's shrinks as income rises, so this estimate runs low.",
      source:
        'Wisconsin 2026 income-tax brackets, standard deduction and exemptions (PolicyEngine-US parameters, 2026-08-19 snapshot)',
    }),
    WY: state({
      code: 'WY',
      name: 'Wyoming',
      kind: 'none',
      source: 'Wyoming has no state income tax on wages',
    }),
  };
}
