import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@takehome/web-kit';

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A blog widget whose real content is still being built. */
export function WidgetPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="aside" aria-label={title}>
      <Title>{title}</Title>
      <Line>{children}</Line>
    </Card>
  );
}
