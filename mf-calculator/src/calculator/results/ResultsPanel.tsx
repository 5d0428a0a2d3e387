import type { PaycheckInput, PaycheckResult } from '@takehome/calc-engine';
import styled from 'styled-components';
import { Card, formatMoney, type Theme } from '@takehome/web-kit';
import { Breakdown, BreakdownTitle } from '../../shared/Breakdown';
import { lazy, Suspense } from 'react';
import {
  deductionLines,
  expenseLines,
  grossLines,
  isW4Figures,
  noTaxOnOvertimeLines,
  unionBenefitLines,
} from './resultLines';
import { CardTitle } from '../../shared/CardTitle';
import { Note, Saving, Section } from './resultStyles';
import { PeriodTable } from './PeriodTable';

// W-4 mode's sections come in one chunk with its engine (not in the first load).
const results = () => import('./W4Results');
const W4Taxes = lazy(() => results().then((m) => ({ default: m.W4Taxes })));
const W4OvertimeDeduction = lazy(() => results().then((m) => ({ default: m.W4OvertimeDeduction })));
const HowComputed = lazy(() => results().then((m) => ({ default: m.HowComputed })));

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};

  & > * {
    flex: 1 1 130px;
  }
`;

type FigureTone = 'main' | 'plain' | 'positive' | 'negative';

const figureColors: Record<FigureTone, (t: Theme) => { bg: string; fg: string }> = {
  main: (t) => ({ bg: t.colors.navy, fg: t.colors.textOnDark }),
  plain: (t) => ({ bg: t.colors.surfaceMuted, fg: t.colors.navy }),
  positive: (t) => ({ bg: t.colors.positiveSoft, fg: t.colors.positive }),
  negative: (t) => ({ bg: t.colors.negativeSoft, fg: t.colors.negative }),
};

const Figure = styled.div<{ $tone?: FigureTone }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone = 'plain' }) => figureColors[$tone](theme).bg};
  color: ${({ theme, $tone = 'plain' }) => figureColors[$tone](theme).fg};

  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
`;

const NetPay = styled(Figure)`
  strong {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

/** Net pay over the hours worked (the package's rate counts union benefits too). */
function netPerHour(result: PaycheckResult): number {
  return result.totalHours > 0 ? result.netPay / result.totalHours : 0;
}

export interface ResultsPanelProps {
  input: PaycheckInput;
  result: PaycheckResult;
}

/** The weekly paycheck: headline figures, then gross, union benefits, deductions, overtime tax and expenses. */
export function ResultsPanel({ input, result }: ResultsPanelProps) {
  const leftOverTone = result.leftOver >= 0 ? 'positive' : 'negative';
  const w4 = isW4Figures(result) ? result : null;
  return (
    <Panel aria-labelledby="results-title">
      <div>
        <CardTitle id="results-title">Your Weekly Paycheck</CardTitle>
        <NetPay $tone="main" data-testid="net-pay">
          <span>Net Pay</span>
          <strong>{formatMoney(result.netPay)}</strong>
        </NetPay>
        <Figures>
          {/* The engine's effective hourly rate is the package's; without union benefits it is the take-home's. */}
          <Figure>
            <span>Take-Home per Hour</span>
            <strong>{formatMoney(netPerHour(result))}</strong>
          </Figure>
          {input.isUnion && (
            <>
              <Figure>
                <span>Total Package</span>
                <strong>{formatMoney(result.totalPackage)}</strong>
              </Figure>
              <Figure>
                <span>Package per Hour</span>
                <strong>{formatMoney(result.effectiveHourlyRate)}</strong>
              </Figure>
            </>
          )}
          <Figure $tone={leftOverTone} data-testid="left-over" data-tone={leftOverTone}>
            <span>Left Over</span>
            <strong>{formatMoney(result.leftOver)}</strong>
          </Figure>
        </Figures>
      </div>

      <PeriodTable input={input} result={result} />

      <Section aria-labelledby="gross-title">
        <BreakdownTitle id="gross-title">Gross Pay Breakdown</BreakdownTitle>
        <Breakdown lines={grossLines(input, result)} />
      </Section>

      {input.isUnion && (
        <Section aria-labelledby="union-title">
          <BreakdownTitle id="union-title">Union Benefits</BreakdownTitle>
          <Breakdown lines={unionBenefitLines(input, result)} />
          <Note>
            {w4
              ? 'Paid by your employer into the funds: not wages for income tax, Social Security or Medicare; part of your total package, not cash.'
              : 'Paid by your employer into the funds: taxed with your pay and part of your total package, not cash.'}
          </Note>
        </Section>
      )}

      {w4 && (
        <Suspense fallback={<Note>Loading the tax lines...</Note>}>
          <W4Taxes input={input} result={w4} />
        </Suspense>
      )}

      <Section aria-labelledby="deductions-title">
        <BreakdownTitle id="deductions-title">Deductions</BreakdownTitle>
        <Breakdown lines={deductionLines(input, result)} />
      </Section>

      {w4 && w4.qualifiedOvertimePremium > 0 && (
        <Suspense fallback={null}>
          <W4OvertimeDeduction result={w4} />
        </Suspense>
      )}

      {!w4 && input.noTaxOnOvertime && (
        <Saving aria-labelledby="overtime-tax-title">
          <BreakdownTitle id="overtime-tax-title">No Tax on Overtime</BreakdownTitle>
          <Breakdown lines={noTaxOnOvertimeLines(result)} />
        </Saving>
      )}

      {result.weeklyExpenses.length > 0 && (
        <Section aria-labelledby="expenses-title">
          <BreakdownTitle id="expenses-title">Weekly Expenses</BreakdownTitle>
          <Breakdown lines={expenseLines(result)} />
        </Section>
      )}

      {w4 && (
        <Suspense fallback={null}>
          <HowComputed input={input} result={w4} />
        </Suspense>
      )}
    </Panel>
  );
}
