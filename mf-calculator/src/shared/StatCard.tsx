import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@takehome/web-kit';

const Box = styled.div<{ $tone: 'plain' | 'positive' | 'negative' }>`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme, $tone }) => theme.colors[$tone === 'plain' ? 'navy' : $tone]};
    overflow-wrap: anywhere;
  }
`;

export interface StatCardProps {
  label: string;
  /** Undefined while loading: a skeleton stands in. */
  value: ReactNode | undefined;
  tone?: 'plain' | 'positive' | 'negative';
}

/** One summary figure (inside a StatGrid, which is the <dl>). */
export function StatCard({ label, value, tone = 'plain' }: StatCardProps) {
  return (
    <Box $tone={tone}>
      <dt>{label}</dt>
      <dd>{value === undefined ? <Skeleton width="70%" height="1.3em" /> : value}</dd>
    </Box>
  );
}

export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

/** Green for money kept, red for a shortfall. */
export const toneOf = (amount: number) => (amount >= 0 ? 'positive' : 'negative');
