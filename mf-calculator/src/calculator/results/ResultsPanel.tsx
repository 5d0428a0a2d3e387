import type { PaycheckInput, PaycheckResult } from '@takehome/calc-engine';
import styled from 'styled-components';
import { Card, formatMoney, type Theme } from '@takehome/web-kit';
import { Breakdown, BreakdownTitle } from '../../shared/Breakdown';
import { deductionLines, expenseLines, grossLines, noTaxOnOvertimeLines, unionBenefitLines } from './resultLines';
import { CardTitle } from '../../shared/CardTitle';

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
    opacity: 0.85;
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

const Section = styled.section`
  min-width: 0;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Saving = styled(Section)`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.positiveSoft};
`;

export interface ResultsPanelProps {
  input: PaycheckInput;
  result: PaycheckResult;
}

/** The weekly paycheck: headline figures, then gross, union benefits, deductions, overtime tax and expenses. */
export function ResultsPanel({ input, result }: ResultsPanelProps) {
  const leftOverTone = result.leftOver >= 0 ? 'positive' : 'negative';
  return (
    <Panel aria-labelledby="results-title">
      <div>
        <CardTitle id="results-title">Your Weekly Paycheck</CardTitle>
        <NetPay $tone="main" data-testid="net-pay">
          <span>Net Pay</span>
          <strong>{formatMoney(result.netPay)}</strong>
        </NetPay>
        <Figures>
          <Figure>
            <span>Effective Hourly</span>
            <strong>{formatMoney(result.effectiveHourlyRate)}</strong>
          </Figure>
          {input.isUnion && (
            <Figure>
              <span>Total Package</span>
              <strong>{formatMoney(result.totalPackage)}</strong>
            </Figure>
          )}
          <Figure $tone={leftOverTone} data-testid="left-over" data-tone={leftOverTone}>
            <span>Left Over</span>
            <strong>{formatMoney(result.leftOver)}</strong>
          </Figure>
        </Figures>
      </div>

      <Section aria-labelledby="gross-title">
        <BreakdownTitle id="gross-title">Gross Pay Breakdown</BreakdownTitle>
        <Breakdown lines={grossLines(input, result)} />
      </Section>

      {input.isUnion && (
        <Section aria-labelledby="union-title">
          <BreakdownTitle id="union-title">Union Benefits</BreakdownTitle>
          <Breakdown lines={unionBenefitLines(input, result)} />
          <Note>
            Paid by your employer into the funds: taxed with your pay and part of your total package, not cash.
          </Note>
        </Section>
      )}

      <Section aria-labelledby="deductions-title">
        <BreakdownTitle id="deductions-title">Deductions</BreakdownTitle>
        <Breakdown lines={deductionLines(input, result)} />
      </Section>

      {input.noTaxOnOvertime && (
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
    </Panel>
  );
}
