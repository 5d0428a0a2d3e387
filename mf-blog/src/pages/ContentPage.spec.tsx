import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { callsTo, makePosts, mockApi } from '../testing/mockApi';
import ContentPage from './ContentPage';

describe('ContentPage', () => {
  it('shows the category counts, the latest 12 articles and the whole library', async () => {
    const posts = [...makePosts(40, { category: 'Payroll Tips' }), ...makePosts(15, { category: 'Tax Tips' })];
    const fetchMock = mockApi({
      'GET /api/blog/categories': {
        body: {
          categories: [
            { name: 'Payroll Tips', count: 40 },
            { name: 'Tax Tips', count: 15 },
          ],
          total: 55,
        },
      },
      'GET /api/blog/posts': (url) => {
        const offset = Number(url.searchParams.get('offset'));
        return {
          body: { posts: posts.slice(offset, offset + Number(url.searchParams.get('limit'))), total: posts.length },
        };
      },
    });
    renderWithProviders(<ContentPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Content Library' })).toBeInTheDocument();
    const topics = await screen.findByRole('link', { name: 'Tax Tips 15 articles' });
    expect(topics).toHaveAttribute('href', '/blog?category=Tax+Tips');

    const latest = await screen.findByRole('region', { name: 'Latest articles' });
    expect(await within(latest).findAllByRole('article')).toHaveLength(12);
    const library = screen.getByRole('region', { name: 'Full library (55)' });
    expect(within(within(library).getByRole('region', { name: 'Tax Tips' })).getAllByRole('link')).toHaveLength(15);
    expect(callsTo(fetchMock, '/api/blog/posts').map((url) => url.searchParams.get('offset'))).toEqual(['0', '50']);
  });
});
