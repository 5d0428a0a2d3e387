import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  PERIOD_KINDS,
  PERIOD_LABELS,
  PERIOD_RULE,
  perPeriod,
  type PaycheckInput,
  type PaycheckResult,
  type PeriodKind,
} from '@takehome/calc-engine';
import { SegmentedChoice } from '../../shared/SegmentedChoice';
import { formatMoney } from '@takehome/web-kit';
import { BreakdownTitle } from '../../shared/Breakdown';
import { periodRows } from './periodFigures';
import { Note, Section } from './resultStyles';

export const Scroller = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const FigureTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: 6px 8px;
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SHORT: Record<PeriodKind, string> = { week: 'Wk', twoWeeks: '2 wk', halfMonth: '½ mo', month: 'Mo', year: 'Yr' };
const OPTIONS = PERIOD_KINDS.map((kind) => ({ value: kind, label: SHORT[kind], name: PERIOD_LABELS[kind] }));

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * docs/product/pay-periods.md: the week's headline figures per week, two weeks, half-month, month or year (one at a
 * time beside the year, so the card fits a phone), by the one rule written under them.
 */
export function PeriodTable({ input, result }: { input: PaycheckInput; result: PaycheckResult }) {
  const name = useId();
  const [period, setPeriod] = useState<PeriodKind>('week');
  const columns: PeriodKind[] = period === 'year' ? ['year'] : [period, 'year'];
  return (
    <Section aria-labelledby="periods-title">
      <Head>
        <BreakdownTitle id="periods-title">Per Pay Period</BreakdownTitle>
        <SegmentedChoice name={name} label="Show per" options={OPTIONS} value={period} onChange={setPeriod} />
      </Head>
      <Scroller tabIndex={0} role="region" aria-labelledby="periods-title">
        <FigureTable data-testid="period-table">
          <thead>
            <tr>
              <th scope="col">Figure</th>
              {columns.map((kind) => (
                <th scope="col" key={kind}>
                  {PERIOD_LABELS[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periodRows(input, result).map((row) => {
              const amounts = perPeriod(row.weekly);
              return (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {columns.map((kind) => (
                    <td key={kind}>{formatMoney(amounts[kind])}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </FigureTable>
      </Scroller>
      <Note>{PERIOD_RULE}</Note>
    </Section>
  );
}
