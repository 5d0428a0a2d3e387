import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Skeleton } from './Skeleton';

/** How an amount reads: money kept or a shortfall. */
export type MoneyTone = 'positive' | 'negative';
export type StatTone = 'plain' | MoneyTone;
/** 'raised': a card of its own, in a StatGrid (dashboards); 'inset': a muted figure inside a card, in a StatList. */
export type StatCardLook = 'raised' | 'inset';

const raised = css`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

const inset = css`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Box = styled.div<{ $look: StatCardLook }>`
  min-width: 0;
  ${({ $look }) => ($look === 'raised' ? raised : inset)}
`;

const RaisedLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RaisedValue = styled.span<{ $tone: StatTone }>`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $tone }) => theme.colors[$tone === 'plain' ? 'navy' : $tone]};
  line-height: 1.2;
`;

const InsetLabel = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const InsetValue = styled.dd<{ $tone: StatTone }>`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tone }) => theme.colors[$tone === 'plain' ? 'navy' : $tone]};
  overflow-wrap: anywhere;
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
  tone?: StatTone;
  look?: StatCardLook;
}

/** One headline figure with its label (an 'inset' card is a term and its value, inside a StatList). */
export function StatCard({ label, value, hint, tone = 'plain', look = 'raised' }: StatCardProps) {
  if (look === 'inset') {
    return (
      <Box $look="inset">
        <InsetLabel>{label}</InsetLabel>
        <InsetValue $tone={tone}>{value === undefined ? <Skeleton width="70%" height="1.3em" /> : value}</InsetValue>
        {hint && <Hint>{hint}</Hint>}
      </Box>
    );
  }
  return (
    <Box $look="raised">
      <RaisedLabel>{label}</RaisedLabel>
      {value === undefined ? <Skeleton width="60%" height="32px" /> : <RaisedValue $tone={tone}>{value}</RaisedValue>}
      {hint && <Hint>{hint}</Hint>}
    </Box>
  );
}

/** Raised stat cards in a row that wraps; `$min` is the narrowest a card may get (200px unless given). */
export const StatGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '200px' }) => $min}), 1fr));
`;

/** Inset stat cards as a list of terms and values, in a row that wraps. */
export const StatList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

/** Green for money kept, red for a shortfall. */
export const toneOf = (amount: number): MoneyTone => (amount >= 0 ? 'positive' : 'negative');
