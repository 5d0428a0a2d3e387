import type { UsageSummary } from '@takehome/contracts';
import { Card } from '@takehome/web-kit';
import { Table, TableBox } from '../../common/DataTable';
import { formatCount, formatPercent } from '../../common/format';
import { CardHeader, Stack } from '../../common/ui';
import { HorizontalBars } from './HorizontalBars';

const PERIODS: Array<{ key: 'total' | 'today' | 'thisWeek' | 'thisMonth'; label: string }> = [
  { key: 'today', label: 'Today' },
  { key: 'thisWeek', label: 'This week' },
  { key: 'thisMonth', label: 'This month' },
  { key: 'total', label: 'All time' },
];

const USER_TYPE_LABELS = { user: 'Signed-in users', 'non-user': 'Visitors without an account' } as const;

/** docs/product/limits.md usage summary: calculations per period, by signed-in users and visitors. */
export function UsageSummaryCard({ usage }: { usage: UsageSummary }) {
  return (
    <Card aria-labelledby="usage-title">
      <CardHeader>
        <h3 id="usage-title">Calculator Usage</h3>
      </CardHeader>
      <Stack>
        <TableBox>
          <Table aria-label="Calculations by period" $stackBelow="340px">
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Total</th>
                <th scope="col">Signed in</th>
                <th scope="col">Visitors</th>
              </tr>
            </thead>
            <tbody>
              {PERIODS.map(({ key, label }) => (
                <tr key={key}>
                  <td data-label="Period" data-nowrap>
                    {label}
                  </td>
                  <td data-label="Total">{formatCount(usage[key].total)}</td>
                  <td data-label="Signed in">{formatCount(usage[key].user)}</td>
                  <td data-label="Visitors">{formatCount(usage[key].nonUser)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
        <HorizontalBars
          label="Calculations by user type"
          items={usage.userTypeBreakdown.map((entry) => ({
            label: USER_TYPE_LABELS[entry.userType],
            value: entry.count,
            detail: `${formatCount(entry.count)} · ${formatPercent(entry.percentage)}`,
          }))}
        />
      </Stack>
    </Card>
  );
}
