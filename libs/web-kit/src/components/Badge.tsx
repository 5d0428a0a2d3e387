import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { Theme } from '../theme';

export type BadgeTone = 'neutral' | 'info' | 'positive' | 'negative' | 'warning';

const tones: Record<BadgeTone, (t: Theme) => { fg: string; bg: string }> = {
  neutral: (t) => ({ fg: t.colors.textMuted, bg: t.colors.surfaceMuted }),
  info: (t) => ({ fg: t.colors.teal, bg: t.colors.tealSoft }),
  positive: (t) => ({ fg: t.colors.positive, bg: t.colors.positiveSoft }),
  negative: (t) => ({ fg: t.colors.negative, bg: t.colors.negativeSoft }),
  warning: (t) => ({ fg: t.colors.warning, bg: t.colors.warningSoft }),
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  color: ${({ theme, $tone }) => tones[$tone](theme).fg};
  background: ${({ theme, $tone }) => tones[$tone](theme).bg};
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}
