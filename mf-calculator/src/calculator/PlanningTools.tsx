import { useState } from 'react';
import styled from 'styled-components';
import { WEEKS_PER_MONTH, weeksToGoal } from '@takehome/calc-engine';
import { Card, formatMoney, useFunnel } from '@takehome/web-kit';
import { Breakdown, BreakdownTitle } from '../shared/Breakdown';
import { formatNumber } from '../shared/format';
import type { Calculation } from './calculation';
import { NumberField } from './form/NumberField';
import { CardTitle } from '../shared/CardTitle';

const Tools = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Answer = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'in 12 weeks (about 3 months)', or why the goal is out of reach. */
function timeToGoal(goal: number, leftOver: number): string {
  const weeks = weeksToGoal(goal, leftOver);
  if (weeks === null)
    return 'Nothing is left over each week yet, so this goal is out of reach. Trim an expense to start saving.';
  const whole = Math.max(1, Math.ceil(weeks));
  return `${formatNumber(whole)} ${whole === 1 ? 'week' : 'weeks'} (about ${formatNumber(Math.max(1, Math.round(whole / WEEKS_PER_MONTH)))} months) at ${formatMoney(leftOver)} a week.`;
}

function SavingsGoal({ calculation }: { calculation: Calculation }) {
  const { recordFeatureUse } = useFunnel();
  const [goal, setGoal] = useState('');
  const { leftOver, planning } = calculation.result;
  const amount = Number(goal);
  return (
    <section aria-labelledby="savings-goal-title">
      <BreakdownTitle id="savings-goal-title">Savings Goal</BreakdownTitle>
      <div onBlur={() => goal && recordFeatureUse('savings_goal')}>
        <NumberField id="planning-goal" label="Goal amount" prefix="$" step={1} value={goal} onChange={setGoal} />
      </div>
      {amount > 0 && (
        <Answer role="status">
          <strong>{formatMoney(amount)}</strong> in {timeToGoal(amount, leftOver)}
        </Answer>
      )}
      <Answer>
        Emergency fund (4 months): <strong>{formatMoney(planning.emergencyFundTarget)}</strong>
        <br />
        House down payment: <strong>{formatMoney(planning.houseDownPaymentTarget)}</strong>
      </Answer>
    </section>
  );
}

/** docs/product/paths.md Financial Planning Tools, from the calculation's planning figures of the latest result. */
export function PlanningTools({ calculation }: { calculation: Calculation | null }) {
  return (
    <Card aria-labelledby="planning-title">
      <CardTitle id="planning-title">Financial Planning Tools</CardTitle>
      {!calculation ? (
        <Hint>Calculate your pay to see savings goals, a 50/30/20 budget and your yearly figures.</Hint>
      ) : (
        <Tools>
          <SavingsGoal calculation={calculation} />
          <section aria-labelledby="budget-title">
            <BreakdownTitle id="budget-title">50/30/20 Budget (weekly)</BreakdownTitle>
            <Breakdown
              lines={[
                { label: 'Needs (50%)', amount: calculation.result.planning.budget50_30_20.needs },
                { label: 'Wants (30%)', amount: calculation.result.planning.budget50_30_20.wants },
                { label: 'Savings (20%)', amount: calculation.result.planning.budget50_30_20.savings },
              ]}
            />
          </section>
          <section aria-labelledby="projections-title">
            <BreakdownTitle id="projections-title">Annual Projections</BreakdownTitle>
            <Breakdown
              lines={[
                { label: 'Monthly Net Pay', amount: calculation.result.planning.monthlyNet },
                { label: 'Annual Net Pay', amount: calculation.result.planning.annualNet, total: true },
              ]}
            />
          </section>
          {calculation.input.isUnion && (
            <section aria-labelledby="union-value-title">
              <BreakdownTitle id="union-value-title">Union Benefits Value</BreakdownTitle>
              <Breakdown
                lines={[
                  { label: 'Per Week', amount: calculation.result.unionBenefitsTotal },
                  { label: 'Per Year', amount: calculation.result.planning.yearlyUnionBenefitsValue, total: true },
                ]}
              />
            </section>
          )}
        </Tools>
      )}
    </Card>
  );
}
