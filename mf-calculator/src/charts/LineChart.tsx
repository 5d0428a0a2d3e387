import { CartesianGrid, Line, LineChart as RechartsLineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@takehome/web-kit';
import { CHART_INK, ChartFrame } from '@takehome/web-kit/ui';
import { niceTicks, shortMoney } from './scale';

/** docs/product/charts.md: money over time as lines (Recharts), always with a table of the same figures beside it. */
export interface LineSeries {
  name: string;
  color: string;
  /** Dashed lines tell series apart in black-and-white print. */
  dash?: string;
  values: number[];
}

export interface ChartMark {
  /** Index into the series' values. */
  at: number;
  /** A few words drawn beside the line ('401(k) limit'). */
  label: string;
}

export interface LineChartProps {
  series: LineSeries[];
  /** The x axis's labels, one per value ('1', '2', …). */
  xLabels: string[];
  /** What an x label counts, for the tooltip ('Week' → 'Week 37'). */
  xName?: string;
  /** Vertical dashed lines, each with its label. */
  marks?: ChartMark[];
  /** What the chart shows. */
  title: string;
  height?: number;
}

interface MarkLabelProps {
  text: string;
  /** Which of the marks this is, left to right: each label a line lower, so two limits met close together both read. */
  row: number;
  /** Past the middle the label goes left of its line, so it stays inside the chart. */
  before: boolean;
  /** Recharts gives the line's box. */
  viewBox?: { x?: number; y?: number };
}

function MarkLabel({ text, row, before, viewBox }: MarkLabelProps) {
  return (
    <text
      className="chart-note"
      x={(viewBox?.x ?? 0) + (before ? -4 : 4)}
      y={(viewBox?.y ?? 0) + 12 + row * 14}
      textAnchor={before ? 'end' : 'start'}
      fill={CHART_INK.mark}
      // A white edge keeps the words readable where they cross another limit's line.
      stroke="#fff"
      strokeWidth={3}
      paintOrder="stroke"
    >
      {text}
    </text>
  );
}

export function LineChart({ series, xLabels, xName, marks = [], title, height = 260 }: LineChartProps) {
  const data = xLabels.map((x, i) => ({ x, ...Object.fromEntries(series.map((s, k) => [`s${k}`, s.values[i]])) }));
  const byPoint = new Map<number, string[]>();
  for (const mark of marks) byPoint.set(mark.at, [...(byPoint.get(mark.at) ?? []), mark.label]);
  const points = [...byPoint.entries()].sort(([a], [b]) => a - b);
  // Round steps ($50k, not $65k), and about seven x labels evenly spaced, which fit a phone too.
  const ticks = niceTicks(Math.max(0, ...series.flatMap((s) => s.values)));
  const every = Math.max(0, Math.ceil(xLabels.length / 7) - 1);
  return (
    <ChartFrame
      title={title}
      legend={[
        ...series.map((s) => ({ name: s.name, color: s.color, dash: s.dash, line: true })),
        ...(marks.length > 0
          ? [{ name: 'A yearly limit reached', color: CHART_INK.mark, dash: '3 3', line: true }]
          : []),
      ]}
    >
      <RechartsLineChart
        responsive
        data={data}
        style={{ width: '100%', height }}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={CHART_INK.grid} />
        <XAxis dataKey="x" tickLine={false} stroke={CHART_INK.axis} interval={every} />
        <YAxis
          domain={[0, ticks.at(-1) ?? 0]}
          ticks={ticks}
          tickFormatter={(value: number) => shortMoney(value)}
          tickLine={false}
          axisLine={false}
          stroke={CHART_INK.axis}
          width={52}
        />
        <Tooltip
          isAnimationActive={false}
          separator=": "
          formatter={(value) => formatMoney(Number(value))}
          labelFormatter={(label) => (xName && typeof label === 'string' ? `${xName} ${label}` : label)}
        />
        {points.map(([at, texts], row) => (
          <ReferenceLine
            key={at}
            x={xLabels[at]}
            stroke={CHART_INK.mark}
            strokeDasharray="3 3"
            label={<MarkLabel text={texts.join(' · ')} row={row} before={at > (xLabels.length - 1) / 2} />}
          />
        ))}
        {series.map((s, k) => (
          <Line
            key={s.name}
            dataKey={`s${k}`}
            name={s.name}
            type="linear"
            stroke={s.color}
            strokeWidth={2.5}
            strokeDasharray={s.dash}
            dot={false}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        ))}
      </RechartsLineChart>
    </ChartFrame>
  );
}
