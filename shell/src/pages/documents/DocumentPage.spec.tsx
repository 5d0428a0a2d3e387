import { screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { AboutPage } from '../AboutPage';
import { PrivacyPolicyPage } from '../PrivacyPolicyPage';
import { TermsOfServicePage } from '../TermsOfServicePage';

describe('static pages', () => {
  it('privacy policy: real text with its date, contents and the age-13 rule', () => {
    renderWithProviders(<PrivacyPolicyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated November 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Children' })).toHaveAttribute('href', '#children');
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy — TakeHome');
  });

  it('terms of service: the 30-day money-back guarantee', () => {
    renderWithProviders(<TermsOfServicePage />);

    expect(screen.getByRole('heading', { level: 2, name: '30-day money-back guarantee' })).toBeInTheDocument();
  });

  it('about: the story and links onward', () => {
    renderWithProviders(<AboutPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'About TakeHome' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });
});
