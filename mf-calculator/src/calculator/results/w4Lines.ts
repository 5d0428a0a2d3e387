import { FILING_STATUS_LABELS, PAY_FREQUENCY_LABELS, STATES, type PaycheckInput } from '@takehome/calc-engine';
import { formatMoney } from '@takehome/web-kit';
import type { BreakdownLine } from '../../shared/Breakdown';
import { formatNumber } from '../../shared/format';
import type { W4Figures } from './resultLines';

export type { W4Figures } from './resultLines';

const when = (condition: boolean, line: BreakdownLine): BreakdownLine[] => (condition ? [line] : []);

/** 'Married filing jointly' without the form's parenthesis, for a line's small print. */
export const shortFilingStatus = (status: PaycheckInput['filingStatus']) =>
  FILING_STATUS_LABELS[status].replace(/\s*\(.*\)$/, '');

export const formatRate = (percent: number) => `${formatNumber(percent)}%`;

export const stateName = (code: string) => STATES.find((state) => state.code === code)?.name ?? code;

/** What the state line says when there is no state tax to show, or null when there is a state line. */
export function stateTaxMessage(input: Pick<PaycheckInput, 'state'>, result: W4Figures): string | null {
  if (input.state === '') return 'No state chosen: pick your state to include state income tax.';
  return result.taxNotes.stateKind === 'none' ? `No state income tax in ${stateName(input.state)}.` : null;
}

/** docs/product/taxes.md: each tax of the week on its own line; Additional Medicare only when there is some. */
export function taxLines(
  input: Pick<PaycheckInput, 'state' | 'filingStatus' | 'payFrequency'>,
  result: W4Figures,
  { noStateTax }: { noStateTax: boolean },
): BreakdownLine[] {
  const notes = result.taxNotes;
  return [
    {
      label: 'Federal Income Tax',
      detail: `IRS Pub 15-T ${notes.taxYear} · ${shortFilingStatus(input.filingStatus)} · paid ${PAY_FREQUENCY_LABELS[input.payFrequency].toLowerCase()}`,
      amount: result.federalIncomeTax,
      minus: true,
    },
    {
      label: 'Social Security',
      detail: `6.2% of ${formatMoney(result.ficaWages)}`,
      amount: result.socialSecurity,
      minus: true,
    },
    { label: 'Medicare', detail: `1.45% of ${formatMoney(result.ficaWages)}`, amount: result.medicare, minus: true },
    ...when(result.additionalMedicare > 0, {
      label: 'Additional Medicare',
      detail: '0.9% of wages over $200,000 this year',
      amount: result.additionalMedicare,
      minus: true,
    }),
    ...when(!noStateTax, {
      label: 'State Income Tax',
      // The state's own method, or the estimate that stands in for it: never both.
      detail: [stateName(input.state), notes.stateEstimateText ?? notes.stateMethod ?? null]
        .filter(Boolean)
        .join(' · '),
      amount: result.stateIncomeTax,
      minus: true,
    }),
    // State disability, paid-leave and employee unemployment programs.
    ...(notes.contributionLines ?? []).map((line) => ({
      label: line.name,
      detail: line.verified ? 'State program' : 'State program · rate not yet verified',
      amount: line.amount,
      minus: true,
    })),
    // Local taxes: one line per jurisdiction (city, county, school district, district).
    ...(notes.localLines ?? []).map((line) => ({
      label: line.name,
      detail: line.verified ? 'Local income tax' : 'Local income tax · rate not yet verified',
      amount: line.amount,
      minus: true,
    })),
    { label: 'Total Taxes', amount: result.taxAmount, minus: true, total: true },
  ];
}

type SupplementalCheck = NonNullable<W4Figures['supplementalCheck']>;

/** The bonus check's title in the results. */
export const BONUS_CHECK_TITLE = 'Bonus Check';

/** The bonus check's lines, in order, with their names and figures (Medicare includes Additional Medicare). */
export const BONUS_CHECK_LINES = [
  { key: 'gross', label: 'Bonus / Commission', amount: (check: SupplementalCheck) => check.gross },
  { key: 'federal', label: 'Federal Income Tax', amount: (check: SupplementalCheck) => check.federalIncomeTax },
  { key: 'socialSecurity', label: 'Social Security', amount: (check: SupplementalCheck) => check.socialSecurity },
  {
    key: 'medicare',
    label: 'Medicare',
    amount: (check: SupplementalCheck) => check.medicare + check.additionalMedicare,
  },
  { key: 'state', label: 'State Income Tax', amount: (check: SupplementalCheck) => check.stateIncomeTax },
  { key: 'local', label: 'Local Income Tax', amount: (check: SupplementalCheck) => check.localIncomeTax },
  { key: 'net', label: 'Bonus After Taxes', amount: (check: SupplementalCheck) => check.net },
] as const;
type BonusLineKey = (typeof BONUS_CHECK_LINES)[number]['key'];

/** One of the bonus check's lines by its key. */
export const bonusLine = (key: BonusLineKey) => BONUS_CHECK_LINES.find((line) => line.key === key)!;

/** A bonus or commission on its own check: its gross, each tax withheld from it, and what is left. */
export function supplementalCheckLines(check: SupplementalCheck): BreakdownLine[] {
  const line = (key: BonusLineKey, extra: Omit<BreakdownLine, 'label' | 'amount'> = {}): BreakdownLine => ({
    label: bonusLine(key).label,
    amount: bonusLine(key).amount(check),
    ...extra,
  });
  return [
    line('gross'),
    line('federal', { detail: check.federalMethod, minus: true }),
    line('socialSecurity', { minus: true }),
    line('medicare', { minus: true }),
    ...(check.stateIncomeTax > 0 ? [line('state', { detail: check.stateMethod, minus: true })] : []),
    ...(check.localIncomeTax > 0 ? [line('local', { minus: true })] : []),
    line('net', { total: true }),
  ];
}

/** §225 (2025–2028): the week's qualified overtime premium, the year's deduction and the tax it saves. */
export function overtimeDeductionLines(result: W4Figures): BreakdownLine[] {
  return [
    {
      label: 'Qualified Overtime This Week',
      detail: 'The premium half of overtime pay, for hours over 40',
      amount: result.qualifiedOvertimePremium,
    },
    {
      label: 'Estimated Yearly Deduction',
      detail: '52 weeks like this one, capped and phased out',
      amount: result.overtimeDeductionAnnual,
    },
    {
      label: 'Federal Tax It Saves a Year',
      detail: `At your ${formatRate(result.federalMarginalRate)} federal rate`,
      amount: result.overtimeDeductionTaxSaved,
      total: true,
    },
  ];
}
