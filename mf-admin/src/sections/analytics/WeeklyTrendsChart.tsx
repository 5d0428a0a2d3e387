import type { FunnelMetrics } from '@takehome/contracts';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { CHART_INK, ChartFrame, ChartTable } from '@takehome/web-kit/ui';
import { formatCount, formatDay } from '../../common/format';
import { TwoColumns } from '../../common/ui';

type Week = FunnelMetrics['weeklyTrends'][number];
type Series = 'visitors' | 'signups' | 'upgrades';

const LABELS: Record<Series, string> = { visitors: 'Visitors', signups: 'Sign-ups', upgrades: 'Upgrades' };
/** The room a count written at the charts' font size takes, near enough to tell whether it fits over its column. */
const textWidth = (text: string) => text.length * 7;

interface CountLabelProps {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  value?: unknown;
}

/** A column's count over it, when the column is wide enough to hold it. */
function CountLabel({ x = 0, y = 0, width = 0, value }: CountLabelProps) {
  if (typeof value !== 'number') return null;
  const text = formatCount(value);
  if (textWidth(text) > Number(width) + 6) return null;
  return (
    <text x={Number(x) + Number(width) / 2} y={Number(y) - 4} textAnchor="middle" fill={CHART_INK.axis}>
      {text}
    </text>
  );
}

interface WeeklyBarsProps {
  title: string;
  weeks: Week[];
  series: Series[];
  colors: Record<Series, string>;
}

/** Columns per week for the given series on one scale, with the week under each group. */
function WeeklyBars({ title, weeks, series, colors }: WeeklyBarsProps) {
  const data = weeks.map((week) => ({ ...week, label: formatDay(week.week, false) }));
  return (
    <ChartFrame
      title={title}
      caption
      legend={series.length > 1 ? series.map((key) => ({ name: LABELS[key], color: colors[key] })) : []}
    >
      <BarChart
        responsive
        data={data}
        style={{ width: '100%', height: 180 }}
        margin={{ top: 18, right: 4, bottom: 0, left: 0 }}
        barGap={2}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={CHART_INK.grid} />
        <XAxis dataKey="label" tickLine={false} stroke={CHART_INK.axis} interval="preserveStartEnd" minTickGap={8} />
        <YAxis
          allowDecimals={false}
          tickFormatter={(value: number) => formatCount(value)}
          tickLine={false}
          axisLine={false}
          stroke={CHART_INK.axis}
          width={44}
        />
        <Tooltip
          isAnimationActive={false}
          cursor={{ fill: 'rgba(11, 31, 58, 0.06)' }}
          formatter={(value) => formatCount(Number(value))}
          labelFormatter={(_, payload) => {
            const week = (payload[0]?.payload as Week | undefined)?.week;
            return week ? `Week of ${formatDay(week)}` : '';
          }}
        />
        {series.map((key) => (
          <Bar
            key={key}
            dataKey={key}
            name={LABELS[key]}
            fill={colors[key]}
            radius={[3, 3, 0, 0]}
            maxBarSize={40}
            isAnimationActive={false}
          >
            <LabelList dataKey={key} content={<CountLabel />} />
          </Bar>
        ))}
      </BarChart>
    </ChartFrame>
  );
}

/**
 * Visitors, and sign-ups with upgrades, per week (Recharts, docs/product/charts.md): two panels, since sign-ups would
 * be lost on the visitors' scale. The drawing is hidden from screen readers; the table of the same figures is read
 * instead, and shown on screen with Show the table. Loaded only with the Analytics section (AnalyticsSection).
 */
export default function WeeklyTrendsChart({ weeks }: { weeks: Week[] }) {
  const theme = useTheme();
  const colors: Record<Series, string> = {
    visitors: theme.colors.navySoft,
    signups: theme.colors.tealBright,
    upgrades: theme.colors.warning,
  };
  const all: Series[] = ['visitors', 'signups', 'upgrades'];

  return (
    <>
      <TwoColumns>
        <WeeklyBars title="Visitors per week" weeks={weeks} series={['visitors']} colors={colors} />
        <WeeklyBars
          title="Sign-ups and upgrades per week"
          weeks={weeks}
          series={['signups', 'upgrades']}
          colors={colors}
        />
      </TwoColumns>
      <ChartTable label="Weekly trends" caption="Weekly trends">
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {all.map((key) => (
              <th key={key} scope="col">
                {LABELS[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row">{formatDay(week.week)}</th>
              {all.map((key) => (
                <td key={key}>{formatCount(week[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </>
  );
}
