import { useId, useState } from 'react';
import type { FunnelMetrics } from '@takehome/contracts';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { Button } from '@takehome/web-kit';
import { formatCount, formatDay } from '../../common/format';
import { TwoColumns } from '../../common/ui';

type Week = FunnelMetrics['weeklyTrends'][number];
type Series = 'visitors' | 'signups' | 'upgrades';

const LABELS: Record<Series, string> = { visitors: 'Visitors', signups: 'Sign-ups', upgrades: 'Upgrades' };
const INK = { grid: '#d7dee8', axis: '#475569' } as const;
/** The room a count written at 11 px takes, near enough to tell whether it fits over its column. */
const textWidth = (text: string) => text.length * 6.5;

const Panel = styled.figure`
  min-width: 0;
  margin: 0;

  figcaption {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .recharts-cartesian-axis-tick-value,
  .recharts-label-list text {
    font-size: 11px;
    font-family: inherit;
  }
  .recharts-tooltip-wrapper {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  @media print {
    break-inside: avoid;
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
    /*
     * Laid out for the screen: a chart wider than the paper scales down to it (its SVG has a viewBox), the others keep
     * their size; Recharts' inline 100% sizes would stretch them instead.
     */
    .recharts-wrapper {
      height: auto !important;
    }
    .recharts-surface {
      width: auto !important;
      max-width: 100%;
      height: auto !important;
    }
    .recharts-tooltip-wrapper {
      display: none;
    }
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  i {
    width: 12px;
    height: 12px;
    border-radius: 3px;
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

/** Out of sight until asked for, but always in the page for screen readers. */
const TableBox = styled.div<{ $open: boolean }>`
  margin-top: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  ${({ $open }) =>
    $open
      ? ''
      : `position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: 4px 8px;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
`;

const Toggle = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  @media print {
    display: none;
  }
`;

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
    <text x={Number(x) + Number(width) / 2} y={Number(y) - 4} textAnchor="middle" fill={INK.axis}>
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
    <Panel data-chart={title}>
      <figcaption aria-hidden="true">{title}</figcaption>
      <div aria-hidden="true">
        <BarChart
          responsive
          data={data}
          style={{ width: '100%', height: 180 }}
          margin={{ top: 18, right: 4, bottom: 0, left: 0 }}
          barGap={2}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={INK.grid} />
          <XAxis dataKey="label" tickLine={false} stroke={INK.axis} interval="preserveStartEnd" minTickGap={8} />
          <YAxis
            allowDecimals={false}
            tickFormatter={(value: number) => formatCount(value)}
            tickLine={false}
            axisLine={false}
            stroke={INK.axis}
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
        {series.length > 1 && (
          <Legend>
            {series.map((key) => (
              <li key={key}>
                <i style={{ background: colors[key] }} />
                {LABELS[key]}
              </li>
            ))}
          </Legend>
        )}
      </div>
    </Panel>
  );
}

/**
 * Visitors, and sign-ups with upgrades, per week (Recharts, docs/product/charts.md): two panels, since sign-ups would
 * be lost on the visitors' scale. The drawing is hidden from screen readers; the table of the same figures is read
 * instead, and shown on screen with Show the table. Loaded only with the Analytics section (AnalyticsSection).
 */
export default function WeeklyTrendsChart({ weeks }: { weeks: Week[] }) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const tableId = useId();
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
      <Toggle>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={tableId}
        >
          {open ? 'Hide the table' : 'Show the table'}
        </Button>
      </Toggle>
      <TableBox $open={open} id={tableId} role="region" aria-label="Weekly trends" tabIndex={open ? 0 : -1}>
        <table>
          <caption>Weekly trends</caption>
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
        </table>
      </TableBox>
    </>
  );
}
