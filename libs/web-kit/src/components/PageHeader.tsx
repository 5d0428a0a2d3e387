import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** 'feature': a landing page's header (larger lead, more room below); 'plain': a tool page's. */
export type PageHeaderSize = 'plain' | 'feature';

const Header = styled.header<{ $size: PageHeaderSize }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme, $size }) => ($size === 'feature' ? theme.space.xl : theme.space.lg)};

  ${({ theme }) => theme.media.mobile} {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }

  h1 {
    margin: 0 0 ${({ theme, $size }) => ($size === 'feature' ? theme.space.sm : 0)};
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

const featureLead = css`
  max-width: 62ch;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Lead = styled.p<{ $size: PageHeaderSize }>`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $size }) => $size === 'feature' && featureLead}
`;

export interface PageHeaderProps {
  title: string;
  /** The small upper-case line above the title. */
  eyebrow?: string;
  /** The lead paragraph under the title. */
  children?: ReactNode;
  /** Links or buttons on the right (below the title on phones). */
  actions?: ReactNode;
  size?: PageHeaderSize;
}

/** A page's title block: eyebrow, h1 and lead on the left, actions on the right (wrapping when narrow). */
export function PageHeader({ title, eyebrow, children, actions, size = 'plain' }: PageHeaderProps) {
  return (
    <Header $size={size}>
      <div>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {children && <Lead $size={size}>{children}</Lead>}
      </div>
      {actions}
    </Header>
  );
}
