import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LegalDocument } from '@takehome/contracts';
import { Card, formatLongUtcDate, PageContainer, useDocumentTitle, usePriceText } from '@takehome/web-kit';

const Article = styled(Card).attrs({ as: 'article' })`
  max-width: 780px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }

  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 16px);
  }
  p {
    color: #334155;
  }
`;

const Updated = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted} !important;
`;

const Contents = styled.nav`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ol {
    columns: 2;
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.sm};

    ${({ theme }) => theme.media.mobile} {
      columns: 1;
    }
  }
  /* Each entry a target of 24 px or more (WCAG 2.2 target size). */
  li a {
    display: inline-block;
    min-height: 24px;
    padding: 2px 0;
  }
`;

const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface DocumentPageProps {
  document: LegalDocument;
  /** Legal texts get a contents list and their revision date. */
  legal?: boolean;
  /** Anything after the text, e.g. links onward. */
  children?: ReactNode;
}

/** A static page of text from libs/contracts: About, Privacy Policy, Terms of Service. */
export function DocumentPage({ document, legal = false, children }: DocumentPageProps) {
  const priced = usePriceText();
  useDocumentTitle(document.title);
  return (
    <PageContainer>
      <Article aria-labelledby="document-title">
        <h1 id="document-title">{document.title}</h1>
        {legal && (
          <>
            <Updated>Last updated {formatLongUtcDate(new Date(document.updated))}</Updated>
            <Contents aria-labelledby="contents">
              <h2 id="contents">Contents</h2>
              <ol>
                {document.sections.map(({ heading }) => (
                  <li key={heading}>
                    <a href={`#${anchorOf(heading)}`}>{heading}</a>
                  </li>
                ))}
              </ol>
            </Contents>
          </>
        )}
        {document.sections.map(({ heading, paragraphs }) => (
          <section key={heading} aria-labelledby={anchorOf(heading)}>
            <h2 id={anchorOf(heading)}>{heading}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 60)}>{priced(paragraph)}</p>
            ))}
          </section>
        ))}
        {children}
      </Article>
    </PageContainer>
  );
}
