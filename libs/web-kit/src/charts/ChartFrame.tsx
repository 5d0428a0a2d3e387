import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Colours and sizes every chart shares; fixed values, so a chart prints as it shows. */
export const CHART_INK = {
  grid: '#d7dee8',
  axis: '#475569',
  mark: '#b45309',
  font: 12,
} as const;

const Figure = styled.figure`
  margin: 0;
  min-width: 0;

  figcaption {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .recharts-cartesian-axis-tick-value,
  .recharts-label-list text,
  .chart-note {
    font-size: ${CHART_INK.font}px;
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
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
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
    height: 12px;
    flex: none;
  }
`;

export interface LegendEntry {
  name: string;
  color: string;
  /** A line's dash pattern; without one the entry is a filled square (a bar's colour). */
  dash?: string;
  line?: boolean;
}

function Swatch({ color, dash, line }: Omit<LegendEntry, 'name'>) {
  return (
    <svg viewBox="0 0 22 12" aria-hidden="true" focusable="false">
      {line ? (
        <line x1="0" x2="22" y1="6" y2="6" stroke={color} strokeWidth="3" strokeDasharray={dash} />
      ) : (
        <rect x="5" y="0" width="12" height="12" rx="2" fill={color} />
      )}
    </svg>
  );
}

export interface ChartFrameProps {
  /** What the chart shows; names the figure for tests and tools (the table behind it is what is read out). */
  title: string;
  /** Shows the title above the drawing (a chart with a heading of its own leaves it out). */
  caption?: boolean;
  legend?: LegendEntry[];
  children: ReactNode;
}

/**
 * The frame of every chart (docs/product/charts.md). The drawing (Recharts' SVG and its tooltip) and the legend are
 * hidden from screen readers, which read the table of the same figures that goes with each chart instead.
 */
export function ChartFrame({ title, caption = false, legend = [], children }: ChartFrameProps) {
  return (
    <Figure data-chart={title}>
      {caption && <figcaption aria-hidden="true">{title}</figcaption>}
      <div aria-hidden="true">{children}</div>
      {legend.length > 0 && (
        <Legend aria-hidden="true">
          {legend.map((entry) => (
            <li key={entry.name}>
              <Swatch color={entry.color} dash={entry.dash} line={entry.line} />
              {entry.name}
            </li>
          ))}
        </Legend>
      )}
    </Figure>
  );
}
