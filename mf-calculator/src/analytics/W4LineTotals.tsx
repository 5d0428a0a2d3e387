import styled from 'styled-components';
import { Breakdown, BreakdownTitle } from '../shared/Breakdown';
import type { NamedAmount, Totals } from './computeAnalytics';

const Group = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const lines = (named: readonly NamedAmount[], minus: boolean) =>
  named.map(({ name, amount }) => ({ label: name, amount, minus }));

/** Whether the period's W-4 saves have any line W4LineTotals shows. */
export function hasW4LineTotals(totals: Totals): boolean {
  return totals.statePrograms.length + totals.localTaxes.length + totals.preTax.length > 0 || totals.bonusChecks > 0;
}

/**
 * The period's W-4 mode lines summed under the results' names (docs/product/taxes.md): state programs, local taxes,
 * the retirement and pre-tax deductions by kind, and the bonus checks.
 */
export function W4LineTotals({ totals }: { totals: Totals }) {
  const sections = [
    { id: 'analytics-state-programs', title: 'State Programs', lines: lines(totals.statePrograms, true) },
    { id: 'analytics-local-taxes', title: 'Local Taxes', lines: lines(totals.localTaxes, true) },
    { id: 'analytics-pre-tax', title: 'Retirement and Pre-Tax Deductions', lines: lines(totals.preTax, true) },
    {
      id: 'analytics-bonus-checks',
      title: totals.bonusChecks === 1 ? 'Bonus Check' : `Bonus Checks (${totals.bonusChecks})`,
      // The bonus itself and what is left are not deductions; the taxes between them are.
      lines: totals.bonusLines.map(({ name, amount }, index, all) => ({
        label: name,
        amount,
        minus: index > 0 && index < all.length - 1,
        total: index === all.length - 1,
      })),
    },
  ].filter((section) => section.lines.length > 0);
  return (
    <>
      {sections.map((section) => (
        <Group key={section.id} aria-labelledby={section.id}>
          <BreakdownTitle id={section.id}>{section.title}</BreakdownTitle>
          <Breakdown lines={section.lines} />
        </Group>
      ))}
    </>
  );
}
