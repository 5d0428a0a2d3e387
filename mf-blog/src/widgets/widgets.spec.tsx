import { screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import EmailCaptureCard from './EmailCaptureCard';
import LatestPostCard from './LatestPostCard';
import NewsletterSignup from './NewsletterSignup';

describe('blog widgets', () => {
  it.each([
    ['LatestPostCard', LatestPostCard, 'Latest from the blog'],
    ['NewsletterSignup', NewsletterSignup, 'Weekly tips newsletter'],
    ['EmailCaptureCard', EmailCaptureCard, 'GET TIPS'],
  ])('%s renders as a labelled card', (_name, Widget, title) => {
    renderWithProviders(<Widget />);

    expect(screen.getByRole('complementary', { name: title })).toBeInTheDocument();
  });
});
