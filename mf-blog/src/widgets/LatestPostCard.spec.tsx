import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { makePost, mockApi } from '../testing/mockApi';
import LatestPostCard from './LatestPostCard';

describe('LatestPostCard', () => {
  it('shows the latest post and the four popular topic links', async () => {
    mockApi({ 'GET /api/blog/latest': { body: makePost({ slug: 'newest', title: 'The newest article' }) } });
    renderWithProviders(<LatestPostCard />);

    const card = screen.getByRole('complementary', { name: 'Latest from the blog' });
    expect(await within(card).findByRole('link', { name: 'The newest article' })).toHaveAttribute(
      'href',
      '/blog/newest',
    );
    const topics = within(card).getByRole('navigation', { name: 'Popular topics' });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Payroll Tips', '/blog?category=Payroll+Tips'],
      ['Union Benefits', '/blog?category=Union+Benefits'],
      ['Tax Tips', '/blog?category=Tax+Tips'],
      ['Financial Planning', '/blog?category=Financial+Planning'],
    ]);
  });

  it('points to the blog when there is no latest post', async () => {
    mockApi({ 'GET /api/blog/latest': { status: 404, body: { error: 'No published posts yet' } } });
    renderWithProviders(<LatestPostCard />);

    expect(await screen.findByRole('link', { name: 'browse the blog' })).toHaveAttribute('href', '/blog');
  });
});
