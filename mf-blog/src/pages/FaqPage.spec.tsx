import { fireEvent, screen } from '@testing-library/react';
import { FAQ_ENTRIES } from '@takehome/contracts';
import { renderWithProviders } from '@takehome/web-kit/testing';
import FaqPage from './FaqPage';

describe('FaqPage', () => {
  it('lists the ten questions as an accordion, the first one open', () => {
    renderWithProviders(<FaqPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    const questions = screen
      .getAllByRole('button', { expanded: false })
      .concat(screen.getAllByRole('button', { expanded: true }));
    expect(questions).toHaveLength(10);
    expect(screen.getByRole('button', { name: FAQ_ENTRIES[0].question })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: FAQ_ENTRIES[0].question })).toHaveTextContent(FAQ_ENTRIES[0].answer);
    expect(document.title).toBe('FAQ — TakeHome');
  });

  it('opens and closes an answer with its question', () => {
    renderWithProviders(<FaqPage />);
    const question = screen.getByRole('button', { name: FAQ_ENTRIES[4].question });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();

    fireEvent.click(question);
    expect(answer).not.toBeVisible();
  });

  it('puts FAQPage structured data and a canonical link in the head', () => {
    renderWithProviders(<FaqPage />);

    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent) as {
      '@type': string;
      mainEntity: unknown[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(10);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: FAQ_ENTRIES[0].question,
      acceptedAnswer: { '@type': 'Answer', text: FAQ_ENTRIES[0].answer },
    });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/faq');
  });
});
