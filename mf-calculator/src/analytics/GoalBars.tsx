import styled from 'styled-components';
import { PlainList } from '@takehome/web-kit/ui';
import type { Goal } from './computeAnalytics';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xs};

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div<{ $progress: number; $met: boolean }>`
  width: ${({ $progress }) => Math.round($progress * 100)}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $met }) => ($met ? theme.colors.positive : theme.colors.warning)};
`;

/** Progress toward the planning goals of docs/product/calculation.md, as labelled bars. */
export function GoalBars({ goals }: { goals: Goal[] }) {
  return (
    <PlainList>
      {goals.map((goal) => (
        <li key={goal.name}>
          <Head>
            <strong>{goal.name}</strong>
            <span>
              {goal.detail}
              {goal.met ? ' · on track' : ''}
            </span>
          </Head>
          <Track
            role="progressbar"
            aria-label={goal.name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(goal.progress * 100)}
            aria-valuetext={goal.detail}
          >
            <Fill $progress={goal.progress} $met={goal.met} />
          </Track>
        </li>
      ))}
    </PlainList>
  );
}
