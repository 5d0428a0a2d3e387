import styled from 'styled-components';
import { formatMoney } from '@takehome/web-kit';
import { niceTicks } from './scale';

/** docs/product/charts.md: grouped horizontal bars, SVG by our own code; the table beside it carries the figures. */
export interface BarGroup {
  label: string;
  values: number[];
}

export interface BarChartProps {
  groups: BarGroup[];
  /** One name and colour per value of a group. */
  keys: { name: string; color: string }[];
  title: string;
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 640px;
  height: auto;
  font-size: 12px;
  font-family: inherit;
  text {
    fill: ${({ theme }) => theme.colors.text};
  }
`;

const BAR = 14;
const GAP = 3;
const WIDTH = 400;
const LEFT = 96;
const RIGHT = 78;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-right: 6px;
    vertical-align: -1px;
    background: var(--swatch);
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

export function BarChart({ groups, keys, title }: BarChartProps) {
  const max = Math.max(0, ...groups.flatMap((g) => g.values));
  const top = niceTicks(max).at(-1) || 1;
  const groupHeight = keys.length * (BAR + GAP) + 14;
  const height = groups.length * groupHeight + 8;
  const w = (v: number) => (Math.max(0, v) / top) * (WIDTH - LEFT - RIGHT);
  return (
    <figure style={{ margin: 0 }}>
      <Svg viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false" data-chart={title}>
        {groups.map((group, g) => {
          const y0 = g * groupHeight + 4;
          return (
            <g key={`${group.label}-${g}`}>
              <text x={LEFT - 8} y={y0 + (keys.length * (BAR + GAP)) / 2 + 4} textAnchor="end">
                {group.label.length > 14 ? `${group.label.slice(0, 13)}…` : group.label}
              </text>
              {group.values.map((value, k) => (
                <g key={keys[k]?.name ?? k}>
                  <rect x={LEFT} y={y0 + k * (BAR + GAP)} width={w(value)} height={BAR} fill={keys[k]?.color} rx={2} />
                  <text x={LEFT + w(value) + 6} y={y0 + k * (BAR + GAP) + BAR - 4}>
                    {formatMoney(Math.round(value)).replace(/\.00$/, '')}
                  </text>
                </g>
              ))}
            </g>
          );
        })}
      </Svg>
      <Legend aria-hidden="true">
        {keys.map((key) => (
          <li key={key.name} style={{ ['--swatch' as string]: key.color }}>
            {key.name}
          </li>
        ))}
      </Legend>
    </figure>
  );
}
