import {
  PERIOD_RULE,
  perPeriod,
  TAX_MODE_LABELS,
  type PaycheckInput,
  type PaycheckResult,
} from '@takehome/calc-engine';
import { formatMoney } from '@takehome/web-kit';
import type { BreakdownLine } from '../../shared/Breakdown';
import { formatNumber } from '../../shared/format';
import { periodRows } from './periodFigures';
import { deductionLines, grossLines, isW4Figures, unionBenefitLines } from './resultLines';
import { stateName, stateTaxMessage, taxLines } from './w4Lines';

export interface StubLine {
  label: string;
  amount: number;
}

export interface StubSection {
  title: string;
  lines: StubLine[];
}

/** The result's lines as plain text (a PDF has no React): every label they use is a string. */
function plain(lines: BreakdownLine[]): StubLine[] {
  return lines.map(({ label, amount }) => {
    if (typeof label !== 'string') throw new TypeError('a paycheck stub line needs a text label');
    return { label, amount };
  });
}

export interface StubSheet {
  title: string;
  /** Rate, hours, union, tax mode, the day it was figured. */
  subtitle: string;
  /** Two columns of sections: earnings (and union benefits), then taxes and deductions. */
  columns: [StubSection[], StubSection[]];
  periods: {
    headers: string[];
    rows: Array<{ label: string; values: string[]; net: boolean }>;
  };
  notes: string[];
}

const PERIOD_HEADERS = ['Week', 'Two weeks', 'Half-month', 'Month', 'Year'];

/**
 * The paycheck as a one-page stub (docs/product/sharing.md): what the calculator prints and what the PDF export of a
 * saved calculation draws, from one place so that the two always agree.
 */
export function stubSheet(input: PaycheckInput, result: PaycheckResult, calculatedAt: string): StubSheet {
  const taxes =
    input.taxMode === 'w4'
      ? `${TAX_MODE_LABELS.w4}${input.state ? ` · ${stateName(input.state)}` : ''}`
      : `${TAX_MODE_LABELS.flat}: ${formatNumber(input.combinedTaxRate)}%`;
  const earnings: StubSection[] = [{ title: 'Earnings this week', lines: plain(grossLines(input, result)) }];
  if (input.isUnion)
    earnings.push({ title: 'Union benefits (paid by the employer)', lines: plain(unionBenefitLines(input, result)) });
  const withheld: StubSection[] = [];
  if (isW4Figures(result))
    withheld.push({
      title: 'Taxes this week',
      lines: plain(
        taxLines(input, result, { noStateTax: stateTaxMessage(input, result) !== null }).filter(
          (line) => line.amount !== 0,
        ),
      ),
    });
  withheld.push({ title: 'Deductions this week', lines: plain(deductionLines(input, result)) });
  return {
    title: 'TakeHome paycheck summary',
    subtitle: [
      `${formatMoney(input.hourlyRate)}/h`,
      `${formatNumber(result.totalHours)} h a week`,
      ...(input.isUnion ? ['union member'] : []),
      taxes,
      `figured ${new Date(calculatedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}`,
    ].join(' · '),
    columns: [earnings, withheld],
    periods: {
      headers: PERIOD_HEADERS,
      rows: periodRows(input, result).map((row) => {
        const p = perPeriod(row.weekly);
        return {
          label: row.label,
          values: [p.week, p.twoWeeks, p.halfMonth, p.month, p.year].map(formatMoney),
          net: row.key === 'netPay',
        };
      }),
    },
    notes: [
      PERIOD_RULE,
      "An estimate for planning, not tax advice: your employer's payroll uses its own tables and your elections. " +
        'Compare with your pay stub.',
    ],
  };
}
