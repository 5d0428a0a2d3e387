import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
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
import { deductionLines, grossLines, isW4Figures, unionBenefitLines } from './resultLines';
import { periodRows } from './periodFigures';
import { stateName, stateTaxMessage, taxLines } from './w4Lines';

/**
 * docs/product/sharing.md: printing the calculator prints this one-page, paystub-style summary and nothing else. It
 * sits straight under <body>, so the print rules can hide every other child of the page.
 */
const PrintOnly = createGlobalStyle`
  .takehome-print-summary {
    display: none;
  }
  @media print {
    @page {
      size: letter;
      margin: 0.5in;
    }
    body > :not(.takehome-print-summary) {
      display: none !important;
    }
    body {
      background: #fff !important;
    }
    .takehome-print-summary {
      display: block;
    }
  }
`;

const Sheet = styled.article`
  font-size: 10pt;
  line-height: 1.3;
  color: #000;

  h1 {
    margin: 0;
    font-size: 15pt;
  }
  h2 {
    margin: 10pt 0 3pt;
    font-size: 10pt;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    border-bottom: 1pt solid #000;
  }
  p {
    margin: 2pt 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 1.5pt 4pt;
    text-align: right;
    border-bottom: 0.5pt solid #bbb;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  .net td,
  .net th {
    font-weight: 700;
    border-top: 1pt solid #000;
  }
  small {
    color: #444;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 14pt;
`;

function Lines({ lines }: { lines: BreakdownLine[] }) {
  return (
    <table>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td>{line.label}</td>
            <td>{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface PrintSummaryProps {
  input: PaycheckInput;
  result: PaycheckResult;
  calculatedAt: string;
}

/** The paycheck as a one-page stub: pay, hours, earnings, taxes and deductions, and the figures per period. */
export function PrintSummary({ input, result, calculatedAt }: PrintSummaryProps) {
  if (typeof document === 'undefined') return null;
  const taxes =
    input.taxMode === 'w4'
      ? `${TAX_MODE_LABELS.w4}${input.state ? ` · ${stateName(input.state)}` : ''}`
      : `${TAX_MODE_LABELS.flat}: ${formatNumber(input.combinedTaxRate)}%`;
  return createPortal(
    <div className="takehome-print-summary" data-testid="print-summary">
      <PrintOnly />
      <Sheet aria-hidden="true">
        <h1>TakeHome paycheck summary</h1>
        <p>
          {formatMoney(input.hourlyRate)}/h · {formatNumber(result.totalHours)} h a week
          {input.isUnion ? ' · union member' : ''} · {taxes} · figured{' '}
          {new Date(calculatedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
        </p>
        <Columns>
          <section>
            <h2>Earnings this week</h2>
            <Lines lines={grossLines(input, result)} />
            {input.isUnion && (
              <>
                <h2>Union benefits (paid by the employer)</h2>
                <Lines lines={unionBenefitLines(input, result)} />
              </>
            )}
          </section>
          <section>
            {isW4Figures(result) && (
              <>
                <h2>Taxes this week</h2>
                <Lines
                  lines={taxLines(input, result, { noStateTax: stateTaxMessage(input, result) !== null }).filter(
                    (line) => line.amount !== 0,
                  )}
                />
              </>
            )}
            <h2>Deductions this week</h2>
            <Lines lines={deductionLines(input, result)} />
          </section>
        </Columns>
        <h2>Per pay period</h2>
        <table>
          <thead>
            <tr>
              <th />
              <th>Week</th>
              <th>Two weeks</th>
              <th>Half-month</th>
              <th>Month</th>
              <th>Year</th>
            </tr>
          </thead>
          <tbody>
            {periodRows(input, result).map((row) => {
              const p = perPeriod(row.weekly);
              return (
                <tr key={row.key} className={row.key === 'netPay' ? 'net' : undefined}>
                  <th>{row.label}</th>
                  <td>{formatMoney(p.week)}</td>
                  <td>{formatMoney(p.twoWeeks)}</td>
                  <td>{formatMoney(p.halfMonth)}</td>
                  <td>{formatMoney(p.month)}</td>
                  <td>{formatMoney(p.year)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p>
          <small>{PERIOD_RULE}</small>
        </p>
        <p>
          <small>
            An estimate for planning, not tax advice: your employer&apos;s payroll uses its own tables and your
            elections. Compare with your pay stub.
          </small>
        </p>
      </Sheet>
    </div>,
    document.body,
  );
}
