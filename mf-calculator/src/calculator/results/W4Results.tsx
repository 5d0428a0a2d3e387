import type { PaycheckInput } from '@takehome/calc-engine';
import styled from 'styled-components';
import { Breakdown, BreakdownTitle } from '../../shared/Breakdown';
import { Note, Saving, Section } from './resultStyles';
import {
  formatRate,
  overtimeDeductionLines,
  stateTaxMessage,
  BONUS_CHECK_TITLE,
  supplementalCheckLines,
  taxLines,
  type W4Figures,
} from './w4Lines';

/**
 * The results card's W-4 mode sections (docs/product/taxes.md). They load with W-4 mode's engine, so the calculator's
 * first load stays the size of flat mode.
 */

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

/**
 * docs/product/taxes.md: the week's taxes line by line, the marginal and effective rates, and where the figures come
 * from.
 */
export function W4Taxes({ input, result }: { input: PaycheckInput; result: W4Figures }) {
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
      {result.supplementalCheck && (
        <>
          <BreakdownTitle id="bonus-check-title">{BONUS_CHECK_TITLE}</BreakdownTitle>
          <Breakdown lines={supplementalCheckLines(result.supplementalCheck)} />
        </>
      )}
    </Section>
  );
}

/** §225: the week's qualified overtime, the yearly deduction and the tax it saves. */
export function W4OvertimeDeduction({ result: w4 }: { result: W4Figures }) {
  return (
    <Saving aria-labelledby="overtime-deduction-result-title">
      <BreakdownTitle id="overtime-deduction-result-title">Overtime Deduction</BreakdownTitle>
      <Breakdown lines={overtimeDeductionLines(w4)} />
      <Note>
        {w4.taxNotes.overtimeAppliedToW4
          ? 'Added to your W-4 Step 4(b): the federal income tax above already reflects it.'
          : 'Claimed on your tax return. Put it into W-4 Step 4(b) to have less withheld each week instead.'}
      </Note>
    </Saving>
  );
}

export { HowComputed } from './HowComputed';
