import type { PaycheckInput, PaycheckResult } from '@takehome/calc-engine';
import styled from 'styled-components';
import { Card, formatMoney, type Theme } from '@takehome/web-kit';
import { Breakdown, BreakdownTitle } from '../../shared/Breakdown';
import {
  deductionLines,
  expenseLines,
  formatRate,
  grossLines,
  isW4Figures,
  noTaxOnOvertimeLines,
  overtimeDeductionLines,
  stateTaxMessage,
  taxLines,
  unionBenefitLines,
  type W4Figures,
} from './resultLines';
import { CardTitle } from '../../shared/CardTitle';
import { HowComputed } from './HowComputed';

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

const Rates = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;

  div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.navy};
    font-variant-numeric: tabular-nums;
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** D11: the week's taxes line by line, the marginal and effective rates, and where the figures come from. */
function W4Taxes({ input, result }: { input: PaycheckInput; result: W4Figures }) {
  const stateMessage = stateTaxMessage(input, result);
  return (
    <Section aria-labelledby="taxes-title">
      <BreakdownTitle id="taxes-title">Taxes</BreakdownTitle>
      <Breakdown lines={taxLines(input, result, { noStateTax: stateMessage !== null })} />
      {stateMessage && <Note data-testid="state-tax-note">{stateMessage}</Note>}
      <Rates aria-label="Tax rates">
        <div>
          <dt>Marginal Rate</dt>
          <dd>
            {formatRate(result.marginalRate)}
            <small>On your next dollar of wages</small>
          </dd>
        </div>
        <div>
          <dt>Effective Rate</dt>
          <dd>
            {formatRate(result.effectiveRate)}
            <small>All taxes ÷ your wages</small>
          </dd>
        </div>
      </Rates>
    </Section>
  );
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
            {w4
              ? 'Paid by your employer into the funds: not wages for income tax, Social Security or Medicare; part of your total package, not cash.'
              : 'Paid by your employer into the funds: taxed with your pay and part of your total package, not cash.'}
          </Note>
        </Section>
      )}

      {w4 && <W4Taxes input={input} result={w4} />}

      <Section aria-labelledby="deductions-title">
        <BreakdownTitle id="deductions-title">Deductions</BreakdownTitle>
        <Breakdown lines={deductionLines(input, result)} />
      </Section>

      {w4 && w4.qualifiedOvertimePremium > 0 && (
        <Saving aria-labelledby="overtime-deduction-result-title">
          <BreakdownTitle id="overtime-deduction-result-title">Overtime Deduction</BreakdownTitle>
          <Breakdown lines={overtimeDeductionLines(w4)} />
          <Note>
            {w4.taxNotes.overtimeAppliedToW4
              ? 'Added to your W-4 Step 4(b): the federal income tax above already reflects it.'
              : 'Claimed on your tax return. Put it into W-4 Step 4(b) to have less withheld each week instead.'}
          </Note>
        </Saving>
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

      {w4 && <HowComputed input={input} result={w4} />}
    </Panel>
  );
}
