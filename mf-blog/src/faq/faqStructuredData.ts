import type { FaqEntry } from '@takehome/contracts';

/** Schema.org FAQPage data of the questions and answers shown. */
export function faqStructuredData(entries: FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
