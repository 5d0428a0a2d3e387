import { BarChart } from '../charts/BarChart';
import { shortMoney } from '../charts/scale';
import type { MonthComparison } from './computeAnalytics';
import { MONTH_ROWS } from './MonthlyComparison';

/** Short enough for three to sit side by side under their columns at phone width. */
const SHORT_LABELS: Record<string, string> = {
  'Average Net Pay': 'Avg. net',
  'Average Gross Pay': 'Avg. gross',
  'Total Left Over': 'Left over',
};

/**
 * Last month's and this month's money figures side by side (docs/product/charts.md); the table under it
 * (MonthlyComparison) holds them and the change. Loaded with /analytics's figures, not with the page.
 */
export default function MonthlyChart({ months }: { months: MonthComparison }) {
  const rows = MONTH_ROWS.filter((row) => row.money);
  return (
    <BarChart
      title="This month's pay figures against last month's"
      direction="up"
      height={200}
      allLabels
      keys={[
        { name: 'Last Month', color: '#94a3b8' },
        { name: 'This Month', color: '#0b1f3a' },
      ]}
      groups={rows.map((row) => ({
        label: SHORT_LABELS[row.label] ?? row.label,
        values: [row.value(months.lastMonth), row.value(months.thisMonth)],
      }))}
      format={shortMoney}
    />
  );
}
