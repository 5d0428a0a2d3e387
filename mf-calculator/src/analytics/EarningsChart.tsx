import { formatMoney } from '@takehome/web-kit';
import { BarChart } from '../charts/BarChart';
import { ChartTable } from '@takehome/web-kit/ui';
import { shortMoney } from '../charts/scale';
import { formatNumber } from '../shared/format';
import type { EarningsBar } from './computeAnalytics';

const BUCKET_NAMES = { day: 'Day', week: 'Week of', month: 'Month' } as const;

export interface EarningsChartProps {
  bars: EarningsBar[];
  bucket: keyof typeof BUCKET_NAMES;
}

/**
 * Average net pay per day, week or month of the period as columns (docs/product/charts.md), the table of the same
 * figures behind them. Loaded with /analytics's figures, not with the page.
 */
export default function EarningsChart({ bars, bucket }: EarningsChartProps) {
  return (
    <>
      <BarChart
        title={`Average net pay per ${bucket}`}
        direction="up"
        keys={[{ name: 'Average net pay', color: '#0f766e' }]}
        groups={bars.map((bar) => ({ label: bar.label, values: [bar.netPay] }))}
        format={shortMoney}
      />
      <ChartTable
        label={`Average net pay per ${bucket}`}
        caption={`Average net pay per ${bucket}, from your saved calculations`}
      >
        <thead>
          <tr>
            <th scope="col">{BUCKET_NAMES[bucket]}</th>
            <th scope="col">Average net pay</th>
            <th scope="col">Calculations</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar, index) => (
            <tr key={index}>
              <th scope="row">{bar.label}</th>
              <td>{bar.netPay === null ? '—' : formatMoney(bar.netPay)}</td>
              <td>{formatNumber(bar.count)}</td>
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </>
  );
}
