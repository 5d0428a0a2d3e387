import styled from 'styled-components';
import { niceTicks, shortMoney } from './scale';

/**
 * docs/product/charts.md: a small line chart drawn as SVG by our own code (no chart library on the calculator), always
 * paired with a table of the same figures for screen readers; the SVG itself is hidden from them.
 */
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
  label: string;
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  font-size: 11px;
  font-family: inherit;

  text {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    width: 22px;
    height: 6px;
  }
`;

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 52, right: 12, top: 14, bottom: 26 };

export interface LineChartProps {
  series: LineSeries[];
  /** The x axis's labels, one per value ('1', '2', …). */
  xLabels: string[];
  marks?: ChartMark[];
  /** What the chart shows, for its figure caption. */
  title: string;
}

export function LineChart({ series, xLabels, marks = [], title }: LineChartProps) {
  const count = Math.max(1, xLabels.length);
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const top = ticks.at(-1) || 1;
  const x = (i: number) => PAD.left + (count === 1 ? 0 : (i / (count - 1)) * (WIDTH - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + (1 - v / top) * (HEIGHT - PAD.top - PAD.bottom);
  const labelEvery = Math.ceil(count / 8);
  return (
    <figure style={{ margin: 0 }}>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" data-chart={title}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#d7dee8" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {shortMoney(tick)}
            </text>
          </g>
        ))}
        {xLabels.map((label, i) =>
          i % labelEvery === 0 || i === count - 1 ? (
            <text key={label} x={x(i)} y={HEIGHT - 8} textAnchor="middle">
              {label}
            </text>
          ) : null,
        )}
        {marks.map((mark) => (
          <g key={mark.label}>
            <line
              x1={x(mark.at)}
              x2={x(mark.at)}
              y1={PAD.top}
              y2={HEIGHT - PAD.bottom}
              stroke="#b45309"
              strokeDasharray="3 3"
            />
          </g>
        ))}
        {series.map((s) => (
          <polyline
            key={s.name}
            fill="none"
            stroke={s.color}
            strokeWidth={2.5}
            strokeDasharray={s.dash}
            points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
          />
        ))}
      </Svg>
      <Legend aria-hidden="true">
        {series.map((s) => (
          <li key={s.name}>
            <svg viewBox="0 0 22 6">
              <line x1="0" x2="22" y1="3" y2="3" stroke={s.color} strokeWidth="3" strokeDasharray={s.dash} />
            </svg>
            {s.name}
          </li>
        ))}
        {marks.length > 0 && (
          <li>
            <svg viewBox="0 0 22 6">
              <line x1="0" x2="22" y1="3" y2="3" stroke="#b45309" strokeWidth="2" strokeDasharray="3 3" />
            </svg>
            A yearly limit reached
          </li>
        )}
      </Legend>
    </figure>
  );
}
