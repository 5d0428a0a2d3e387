import styled from 'styled-components';
import { formatMoney } from '@takehome/web-kit';
import type { EarningsBar } from './computeAnalytics';

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Bars = styled.ol`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 220px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bar = styled.li`
  display: flex;
  flex: 1 0 40px;
  flex-direction: column;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 220px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  .value {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Fill = styled.span<{ $height: number }>`
  display: block;
  width: 100%;
  max-width: 48px;
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
  background: ${({ theme }) => theme.colors.teal};
`;

const MAX_BAR_PX = 160;

/** Average net pay per day, week or month of the period, as bars with their amounts written on them. */
export function EarningsBars({ bars }: { bars: EarningsBar[] }) {
  const highest = Math.max(0, ...bars.map((bar) => bar.netPay ?? 0));
  return (
    <Scroll tabIndex={0} role="region" aria-label="Average net pay per period">
      <Bars>
        {bars.map((bar, index) => (
          <Bar key={index}>
            <span className="value">{bar.netPay === null ? '—' : formatMoney(bar.netPay)}</span>
            <Fill
              aria-hidden="true"
              $height={bar.netPay && highest > 0 ? Math.max(2, (Math.max(0, bar.netPay) / highest) * MAX_BAR_PX) : 0}
            />
            <span>{bar.label}</span>
          </Bar>
        ))}
      </Bars>
    </Scroll>
  );
}
