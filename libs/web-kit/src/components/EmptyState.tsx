import type { ReactNode } from 'react';
import styled from 'styled-components';

const Line = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  p {
    margin: 0;
    max-width: 44ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

export interface EmptyStateProps {
  /** With a title, a whole area's empty box (title, a line of help, an optional action); without, one muted line in a list. */
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** What an area or a list shows when it has nothing to show. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  if (title === undefined) return <Line>{children}</Line>;
  return (
    <Box role="status">
      <Title>{title}</Title>
      {children && <p>{children}</p>}
      {action}
    </Box>
  );
}
