import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../useDocumentTitle';
import { Card } from './Card';
import { PageContainer } from './PageContainer';

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.teal};
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PlaceholderPageProps {
  heading: string;
  /** Tab title; omitted means the site's home title. */
  pageName?: string;
  children: ReactNode;
}

/** A page whose real content is still being built: its heading and one line saying so. */
export function PlaceholderPage({ heading, pageName, children }: PlaceholderPageProps) {
  useDocumentTitle(pageName);
  return (
    <PageContainer>
      <Card>
        <Eyebrow>TakeHome</Eyebrow>
        <h1>{heading}</h1>
        <Lead>{children}</Lead>
      </Card>
    </PageContainer>
  );
}
