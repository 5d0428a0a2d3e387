import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@takehome/web-kit';

const Tile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-width: 0;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.navy};
  line-height: 1.2;
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface StatCardProps {
  label: string;
  /** Undefined while loading: a skeleton stands in. */
  value: ReactNode | undefined;
  hint?: ReactNode;
}

/** One headline number with its label. */
export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <Tile>
      <Label>{label}</Label>
      {value === undefined ? <Skeleton width="60%" height="32px" /> : <Value>{value}</Value>}
      {hint && <Hint>{hint}</Hint>}
    </Tile>
  );
}

/** Stat cards in a row that wraps; `$min` is the narrowest a card may get (200px unless given). */
export const StatGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '200px' }) => $min}), 1fr));
`;
