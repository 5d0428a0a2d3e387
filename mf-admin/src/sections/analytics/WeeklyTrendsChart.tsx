import type { FunnelMetrics } from '@takehome/contracts';
import styled, { useTheme } from 'styled-components';
import { formatCount, formatDay } from '../../common/format';
import { TwoColumns, VisuallyHidden } from '../../common/ui';

type Week = FunnelMetrics['weeklyTrends'][number];
type Series = 'visitors' | 'signups' | 'upgrades';

const LABELS: Record<Series, string> = { visitors: 'Visitors', signups: 'Sign-ups', upgrades: 'Upgrades' };
/** Above this many weeks the numbers over the bars would collide; the hidden table still has them. */
const MAX_LABELLED_WEEKS = 14;

const Panel = styled.div`
  min-width: 0;

  h4 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space.xs};
`;

const Plot = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  min-width: max-content;
  height: 160px;
  padding-top: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Group = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 3px;
  min-width: 36px;
  flex: 1 0 36px;
`;

const Column = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  flex: 1;
  height: 100%;

  span {
    font-size: 10px;
    line-height: 1.4;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
    white-space: nowrap;
  }
`;

const Bar = styled.div<{ $share: number; $color: string }>`
  height: ${({ $share }) => `${$share * 100}%`};
  min-height: ${({ $share }) => ($share > 0 ? '2px' : '0')};
  background: ${({ $color }) => $color};
  border-radius: 3px 3px 0 0;
`;

const Labels = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  min-width: max-content;
  margin-top: ${({ theme }) => theme.space.xs};

  span {
    min-width: 36px;
    flex: 1 0 36px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
    white-space: nowrap;
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
  }
`;

interface WeeklyBarsProps {
  title: string;
  weeks: Week[];
  series: Series[];
  colors: Record<Series, string>;
}

/** Columns per week for the given series on one scale, with the week under each group. */
function WeeklyBars({ title, weeks, series, colors }: WeeklyBarsProps) {
  const largest = Math.max(0, ...weeks.flatMap((week) => series.map((key) => week[key])));
  const labelled = weeks.length <= MAX_LABELLED_WEEKS;
  return (
    <Panel aria-hidden="true">
      <h4>{title}</h4>
      <Scroller>
        <Plot>
          {weeks.map((week) => (
            <Group key={week.week}>
              {series.map((key) => (
                <Column key={key}>
                  {labelled && <span>{formatCount(week[key])}</span>}
                  <Bar $share={largest > 0 ? week[key] / largest : 0} $color={colors[key]} />
                </Column>
              ))}
            </Group>
          ))}
        </Plot>
        <Labels>
          {weeks.map((week) => (
            <span key={week.week}>{formatDay(week.week, false)}</span>
          ))}
        </Labels>
      </Scroller>
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
    </Panel>
  );
}

/**
 * Visitors, and sign-ups with upgrades, per week: two panels, since sign-ups would be lost on the
 * visitors' scale. A hidden table carries the numbers for screen readers.
 * Drawn with styled boxes, not a chart library: these bars and HorizontalBars are 1.3 KB brotli,
 * chart.js is 60 KB (uPlot 19 KB, without grouped bars) for the same two bar charts (README, Toolchain notes).
 */
export function WeeklyTrendsChart({ weeks }: { weeks: Week[] }) {
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
      {/* A table is never narrower than its cells: the hidden box around it keeps it off the page's width. */}
      <VisuallyHidden as="div">
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
      </VisuallyHidden>
    </>
  );
}
