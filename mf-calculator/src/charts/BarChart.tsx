import { Bar, BarChart as RechartsBarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@takehome/web-kit';
import { CHART_INK, ChartFrame } from '@takehome/web-kit/ui';
import { niceTicks, shortMoney } from './scale';

/** docs/product/charts.md: grouped bars (Recharts); the table that goes with the chart carries the figures. */
export interface BarGroup {
  label: string;
  /** One per key; null draws no bar (no figure for it). */
  values: (number | null)[];
}

export interface BarChartProps {
  groups: BarGroup[];
  /** One name and colour per value of a group. */
  keys: { name: string; color: string }[];
  title: string;
  /**
   * 'across': a row of bars per group with its label on the left, for a few groups with long names (scenarios);
   * 'up': columns over their labels, for a series in time.
   */
  direction?: 'across' | 'up';
  /** Written at the end of each bar: whole dollars by default. */
  format?: (value: number) => string;
  /** Of the plot when the bars go up; bars across take the room their groups need. */
  height?: number;
  /** Every column's label, even when they crowd (a few categories); a series in time skips some instead. */
  allLabels?: boolean;
}

const wholeDollars = (value: number) => formatMoney(Math.round(value)).replace(/\.00$/, '');
/** The room a value written at 12 px takes, near enough to tell whether it fits over its column. */
const textWidth = (text: string) => text.length * 7;
/** From zero, so that bars' lengths compare; below zero when a figure is. */
const FROM_ZERO: [(min: number) => number, (max: number) => number] = [
  (min) => Math.min(0, min),
  (max) => Math.max(0, max),
];

const BAR = 14;
const GAP = 3;
const GROUP_GAP = 14;

interface ValueLabelProps {
  format: (value: number) => string;
  /** Over a column (up) or after a bar (across). */
  up: boolean;
  x?: number | string;
  y?: number | string;
  width?: number | string;
  height?: number | string;
  value?: unknown;
}

/** A bar's value at its end; over a column only when the column is wide enough to hold it. */
function ValueLabel({ format, up, x = 0, y = 0, width = 0, height = 0, value }: ValueLabelProps) {
  if (typeof value !== 'number') return null;
  const text = format(value);
  const [left, top, w, h] = [x, y, width, height].map(Number);
  if (up) {
    if (textWidth(text) > w + 8) return null;
    return (
      <text x={left + w / 2} y={top - 4} textAnchor="middle" fill={CHART_INK.axis}>
        {text}
      </text>
    );
  }
  const end = left + Math.max(0, w);
  return (
    <text x={end + 6} y={top + h / 2} dominantBaseline="central" fill={CHART_INK.axis}>
      {text}
    </text>
  );
}

export function BarChart({
  groups,
  keys,
  title,
  direction = 'across',
  format = wholeDollars,
  height = 220,
  allLabels = false,
}: BarChartProps) {
  const data = groups.map((g) => ({
    label: g.label,
    ...Object.fromEntries(keys.map((_, k) => [`k${k}`, g.values[k]])),
  }));
  const up = direction === 'up';
  const values = groups.flatMap((g) => g.values.filter((v): v is number => v !== null));
  // Round steps from zero when nothing is below it; Recharts' own steps otherwise.
  const ticks = Math.min(0, ...values) < 0 ? undefined : niceTicks(Math.max(0, ...values));
  const longest = Math.max(0, ...groups.flatMap((g) => g.values.map((v) => (v === null ? 0 : textWidth(format(v))))));
  const bars = keys.map((key, k) => (
    <Bar
      key={key.name}
      dataKey={`k${k}`}
      name={key.name}
      fill={key.color}
      radius={up ? [3, 3, 0, 0] : 2}
      maxBarSize={up ? 48 : BAR}
      isAnimationActive={false}
    >
      <LabelList dataKey={`k${k}`} content={<ValueLabel format={format} up={up} />} />
    </Bar>
  ));
  const tooltip = (
    <Tooltip
      isAnimationActive={false}
      separator=": "
      cursor={{ fill: 'rgba(11, 31, 58, 0.06)' }}
      formatter={(value) => formatMoney(Number(value))}
    />
  );
  return (
    <ChartFrame title={title} legend={keys.length > 1 ? keys : []}>
      {up ? (
        <RechartsBarChart
          responsive
          data={data}
          style={{ width: '100%', height }}
          margin={{ top: 20, right: 8, bottom: 0, left: 0 }}
          barGap={GAP}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={CHART_INK.grid} />
          <XAxis
            dataKey="label"
            tickLine={false}
            stroke={CHART_INK.axis}
            interval={allLabels ? 0 : 'preserveStartEnd'}
            minTickGap={8}
          />
          <YAxis
            domain={ticks ? [0, ticks.at(-1) ?? 0] : FROM_ZERO}
            ticks={ticks}
            tickFormatter={(value: number) => shortMoney(value)}
            tickLine={false}
            axisLine={false}
            stroke={CHART_INK.axis}
            width={52}
          />
          {tooltip}
          {bars}
        </RechartsBarChart>
      ) : (
        <RechartsBarChart
          responsive
          layout="vertical"
          data={data}
          style={{ width: '100%', maxWidth: 640, height: groups.length * (keys.length * (BAR + GAP) + GROUP_GAP) + 8 }}
          margin={{ top: 4, right: Math.min(120, longest + 12), bottom: 4, left: 0 }}
          barGap={GAP}
          barCategoryGap={GROUP_GAP / 2}
          accessibilityLayer={false}
        >
          <XAxis type="number" domain={FROM_ZERO} hide />
          <YAxis
            type="category"
            dataKey="label"
            width={100}
            tickLine={false}
            axisLine={false}
            stroke={CHART_INK.axis}
            tickFormatter={(label: string) => (label.length > 14 ? `${label.slice(0, 13)}…` : label)}
          />
          {tooltip}
          {bars}
        </RechartsBarChart>
      )}
    </ChartFrame>
  );
}
