import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'error' | 'warning' }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ $tone }) => ($tone === 'error' ? '#f5c2c2' : '#f3d19c')};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.negativeSoft : theme.colors.warningSoft)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.negative : theme.colors.warning)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    display: block;
  }
  p {
    margin: 0;
  }
`;

export interface FormAlertProps {
  title?: string;
  children: ReactNode;
  tone?: 'error' | 'warning';
}

/** A problem (or a caution) shown above a form's buttons; errors are announced at once. */
export function FormAlert({ title, children, tone = 'error' }: FormAlertProps) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'note'}>
      {title && <strong>{title}</strong>}
      <p>{children}</p>
    </Box>
  );
}
