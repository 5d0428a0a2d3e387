import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { callsTo, makePosts, mockApi } from '../testing/mockApi';
import BlogListPage from './BlogListPage';

const POSTS = '/api/blog/posts';
const CATEGORIES = {
  body: {
    categories: [
      { name: 'Payroll Tips', count: 10 },
      { name: 'Tax Tips', count: 4 },
    ],
    total: 14,
  },
};

/** A server holding `posts` that answers limit/offset pages of them. */
function servePages(posts = makePosts(14)) {
  return (url: URL) => {
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return { body: { posts: posts.slice(offset, offset + limit), total: posts.length } };
  };
}

const cards = () => screen.queryAllByRole('article');

describe('BlogListPage', () => {
  it('shows a skeleton, then 6 posts, and Load More adds 6 until all are shown', async () => {
    const fetchMock = mockApi({ [`GET ${POSTS}`]: servePages(), 'GET /api/blog/categories': CATEGORIES });
    renderWithProviders(<BlogListPage />, { route: '/blog' });

    expect(screen.getByRole('heading', { level: 1, name: 'TakeHome Blog' })).toBeInTheDocument();
    expect(screen.getAllByTestId('post-card-skeleton')).toHaveLength(6);
    await screen.findByText('Showing 6 of 14 articles');
    expect(cards()).toHaveLength(6);
    expect(document.title).toBe('Blog — TakeHome');

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Showing 12 of 14 articles');
    expect(cards()).toHaveLength(12);

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Showing 14 of 14 articles');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, POSTS).map((url) => url.searchParams.get('offset'))).toEqual(['0', '6', '12']);
  });

  it('shows each card with its category, title link, 3 tags, read time and date', async () => {
    const [post] = makePosts(1, { title: 'Reading a pay stub', tags: ['one', 'two', 'three', 'four'] });
    mockApi({ [`GET ${POSTS}`]: servePages([post]), 'GET /api/blog/categories': CATEGORIES });
    renderWithProviders(<BlogListPage />, { route: '/blog' });

    const card = (await screen.findAllByRole('article'))[0];
    expect(within(card).getByRole('link', { name: 'Reading a pay stub' })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
    expect(within(card).getByText('Payroll Tips')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['#one', '#two', '#three']);
    expect(within(card).getByText('4 min read')).toBeInTheDocument();
    expect(within(card).getByText('Jun 2, 2026')).toBeInTheDocument();
    expect(within(card).getByTestId('post-image-fallback')).toBeInTheDocument();
  });

  it('honours ?category= and lists the categories with their counts', async () => {
    const fetchMock = mockApi({
      [`GET ${POSTS}`]: servePages(makePosts(4, { category: 'Tax Tips' })),
      'GET /api/blog/categories': CATEGORIES,
    });
    renderWithProviders(<BlogListPage />, { route: '/blog?category=Tax%20Tips' });

    await screen.findByText('Showing 4 of 4 articles');
    expect(callsTo(fetchMock, POSTS)[0].searchParams.get('category')).toBe('Tax Tips');
    const filter = await screen.findByRole('group', { name: 'Filter by category' });
    expect(within(filter).getByRole('button', { name: 'Tax Tips 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'All 14' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'No articles found' when nothing matches, and offers to clear the filters", async () => {
    const fetchMock = mockApi({
      [`GET ${POSTS}`]: (url) =>
        url.searchParams.get('q') ? { body: { posts: [], total: 0 } } : servePages(makePosts(2))(url),
      'GET /api/blog/categories': CATEGORIES,
    });
    renderWithProviders(<BlogListPage />, { route: '/blog?q=nothing-like-this' });

    await screen.findByText('No articles found');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('nothing-like-this');
    fireEvent.click(screen.getByRole('button', { name: 'Show all articles' }));

    await screen.findByText('Showing 2 of 2 articles');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(callsTo(fetchMock, POSTS).at(-1)?.searchParams.has('q')).toBe(false);
  });

  it("logs a failed load and shows 'No articles found'", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [`GET ${POSTS}`]: { status: 503, body: { error: 'down' } }, 'GET /api/blog/categories': CATEGORIES });
    renderWithProviders(<BlogListPage />, { route: '/blog' });

    await screen.findByText('No articles found');
    expect(logged).toHaveBeenCalledWith('Failed to load blog posts', expect.any(Error));
    logged.mockRestore();
  });

  it('searches what is typed once typing pauses', async () => {
    const fetchMock = mockApi({ [`GET ${POSTS}`]: servePages(makePosts(3)), 'GET /api/blog/categories': CATEGORIES });
    renderWithProviders(<BlogListPage />, { route: '/blog' });
    await screen.findByText('Showing 3 of 3 articles');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: ' overtime ' } });

    await screen.findAllByTestId('post-card-skeleton');
    await screen.findByText('Showing 3 of 3 articles');
    expect(callsTo(fetchMock, POSTS).at(-1)?.searchParams.get('q')).toBe('overtime');
  });
});
