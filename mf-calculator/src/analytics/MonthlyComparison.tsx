import styled from 'styled-components';
import { formatMoney } from '@takehome/web-kit';
import { formatNumber } from '../shared/format';
import type { MonthComparison, Totals } from './computeAnalytics';

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 300px;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Change = styled.td<{ $tone: 'positive' | 'negative' | 'plain' }>`
  && {
    color: ${({ theme, $tone }) => ($tone === 'plain' ? theme.colors.textMuted : theme.colors[$tone])};
  }
`;

/** The figures compared, in the table's order; the chart above it draws the money ones. */
export const MONTH_ROWS: ReadonlyArray<{ label: string; value: (t: Totals) => number; money: boolean }> = [
  { label: 'Calculations', value: (t) => t.count, money: false },
  { label: 'Average Net Pay', value: (t) => (t.count ? t.netPay / t.count : 0), money: true },
  { label: 'Average Gross Pay', value: (t) => (t.count ? t.grossPay / t.count : 0), money: true },
  { label: 'Total Left Over', value: (t) => t.leftOver, money: true },
];

function changeOf(now: number, before: number): { text: string; tone: 'positive' | 'negative' | 'plain' } {
  if (before === 0) return { text: '—', tone: 'plain' };
  const change = (now - before) / Math.abs(before);
  return {
    text: `${change > 0 ? '+' : ''}${Math.round(change * 100)}%`,
    tone: change > 0 ? 'positive' : change < 0 ? 'negative' : 'plain',
  };
}

/** This calendar month against the last one. */
export function MonthlyComparison({ months }: { months: MonthComparison }) {
  return (
    <Scroll tabIndex={0} role="region" aria-label="This month against the last">
      <Table>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Last Month</th>
            <th scope="col">This Month</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {MONTH_ROWS.map((row) => {
            const before = row.value(months.lastMonth);
            const now = row.value(months.thisMonth);
            const change = changeOf(now, before);
            const show = (n: number) => (row.money ? formatMoney(n) : formatNumber(n));
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{show(before)}</td>
                <td>{show(now)}</td>
                <Change $tone={change.tone}>{change.text}</Change>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
