import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.mobile} {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.teal};
`;

const Lead = styled.p`
  max-width: 62ch;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A page's eyebrow, h1 and lead paragraph. */
export function PageHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <Header>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1>{title}</h1>
      <Lead>{children}</Lead>
    </Header>
  );
}
