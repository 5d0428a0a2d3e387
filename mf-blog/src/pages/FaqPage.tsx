import { useMemo } from 'react';
import styled from 'styled-components';
import { FAQ_ENTRIES } from '@takehome/contracts';
import { PageContainer, useDocumentTitle, usePriceText } from '@takehome/web-kit';
import { ButtonLink, PageHeader } from '@takehome/web-kit/ui';
import { FaqAccordion } from '../faq/FaqAccordion';
import { faqStructuredData } from '../faq/faqStructuredData';
import { usePageHead } from '../head/usePageHead';

const Narrow = styled.div`
  max-width: 860px;
  margin: 0 auto;
`;

const MoreHelp = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.tealSoft};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export default function FaqPage() {
  useDocumentTitle('FAQ');
  const priced = usePriceText();
  const entries = useMemo(() => FAQ_ENTRIES.map((entry) => ({ ...entry, answer: priced(entry.answer) })), [priced]);
  const structuredData = useMemo(() => faqStructuredData(entries), [entries]);
  usePageHead({
    description:
      'Answers about TakeHome: how take-home pay is calculated, union benefits, no tax on overtime, free limits, saving, export, your data and Pro.',
    canonicalPath: '/faq',
    structuredData,
  });

  return (
    <PageContainer>
      <Narrow>
        <PageHeader size="feature" eyebrow="Help" title="Frequently Asked Questions">
          How TakeHome works out your pay, what is free, and what happens to your data.
        </PageHeader>
        <FaqAccordion entries={entries} />
        <MoreHelp aria-labelledby="faq-more-help">
          <div>
            <h2 id="faq-more-help">Still have a question?</h2>
            <p>Write to us, or read our guides to paychecks, overtime and taxes.</p>
          </div>
          <Links>
            <ButtonLink to="/contact">Contact us</ButtonLink>
            <ButtonLink to="/blog" $variant="secondary">
              Read the blog
            </ButtonLink>
          </Links>
        </MoreHelp>
      </Narrow>
    </PageContainer>
  );
}
