import type { ReactNode } from 'react';
import styled from 'styled-components';

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

/** What an area shows when it has nothing to list: a title, a line of help and an optional action. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Box role="status">
      <Title>{title}</Title>
      {children && <p>{children}</p>}
      {action}
    </Box>
  );
}
