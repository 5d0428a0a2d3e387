import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { BlogPost } from '@takehome/contracts';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { callsTo, makePost, makePosts, mockApi } from '../testing/mockApi';
import BlogPostPage from './BlogPostPage';

const post: BlogPost = {
  ...makePost({ slug: 'reading-your-pay-stub', title: 'Reading Your Pay Stub', category: 'Tax Tips' }),
  excerpt: 'What every line of a pay stub means.',
  content: '<h2>Earnings</h2><p>Hours times rate.</p>',
  updatedAt: '2026-06-03T12:00:00.000Z',
};
const POST_PATH = `/api/blog/posts/${post.slug}`;
const COMMENTS_PATH = `${POST_PATH}/comments`;

function renderPost(slug = post.slug) {
  return renderWithProviders(
    <Routes>
      <Route path="/blog/:slug" element={<BlogPostPage />} />
    </Routes>,
    { route: `/blog/${slug}` },
  );
}

function serveBlog(comments: unknown[] = []) {
  const stored = [...comments];
  return mockApi({
    [`GET ${POST_PATH}`]: { body: post },
    // A renamed post: its former slug answers (after the server's redirect) with the post under its new slug.
    'GET /api/blog/posts/old-title': { body: post },
    'GET /api/blog/posts': {
      body: {
        posts: [...makePosts(2, { category: 'Tax Tips' }), post, ...makePosts(3, { category: 'Tax Tips' })],
        total: 6,
      },
    },
    [`GET ${COMMENTS_PATH}`]: () => ({ body: { comments: stored } }),
    [`POST ${COMMENTS_PATH}`]: (_url, body) => {
      const { name, content } = body as { name: string; content: string };
      // A first-time commenter ("New") waits for a moderator; others are published at once.
      const status = name === 'New' ? 'pending' : 'approved';
      const comment = {
        id: `c${stored.length}`,
        author: name,
        content,
        publishedAt: '2026-06-04T09:00:00.000Z',
        status,
      };
      if (status === 'approved') stored.push(comment);
      return { status: 201, body: comment };
    },
  });
}

describe('BlogPostPage', () => {
  it('shows the post with its breadcrumb, share links and HTML body', async () => {
    serveBlog();
    renderPost();

    expect(await screen.findByRole('heading', { level: 1, name: 'Reading Your Pay Stub' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Tax Tips' })).toHaveAttribute(
      'href',
      '/blog?category=Tax+Tips',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Earnings' })).toBeInTheDocument();
    const share = screen.getByRole('group', { name: 'Share this article' });
    expect(within(share).getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(`http://localhost/blog/${post.slug}`)}&text=Reading%20Your%20Pay%20Stub`,
    );
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(document.title).toBe('Reading Your Pay Stub — TakeHome');
  });

  it('puts the description, canonical link and Article data in the head, and takes them out on leaving', async () => {
    serveBlog();
    const { unmount } = renderPost();
    await screen.findByRole('heading', { level: 1, name: 'Reading Your Pay Stub' });

    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost/blog/${post.slug}`,
    );
    const data: unknown = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(data).toMatchObject({ '@type': 'Article', headline: post.title, datePublished: post.publishedAt });

    unmount();
    expect(document.head.querySelector('meta[name="description"], link[rel="canonical"], script')).toBeNull();
  });

  it('shows at most 3 related posts of the same category, never the post itself', async () => {
    const fetchMock = serveBlog();
    renderPost();

    const related = await screen.findByRole('region', { name: 'Related articles' });
    const titles = (await within(related).findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(titles).toHaveLength(3);
    expect(titles).not.toContain(post.title);
    expect(callsTo(fetchMock, '/api/blog/posts')[0].searchParams.get('category')).toBe('Tax Tips');
  });

  it('keeps Post Comment disabled until name and comment are filled, then shows the stored comment', async () => {
    serveBlog([{ id: 'c0', author: 'Sam', content: 'Very clear.', publishedAt: '2026-06-03T09:00:00.000Z' }]);
    renderPost();
    const form = await screen.findByRole('form', { name: 'Leave a comment' });
    const postButton = within(form).getByRole('button', { name: 'Post Comment' });
    expect(await screen.findByText('Very clear.')).toBeInTheDocument();

    expect(postButton).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Pat' } });
    expect(postButton).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Comment'), { target: { value: '   ' } });
    expect(postButton).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Comment'), {
      target: { value: 'This helped me find missing overtime.' },
    });
    expect(postButton).toBeEnabled();
    fireEvent.click(postButton);

    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(await within(comments).findByText('This helped me find missing overtime.')).toBeInTheDocument();
    expect(within(comments).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByRole('status')).toHaveTextContent('Thanks! Your comment is posted.');

    // A new commenter's comment waits for approval: said, and not listed.
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'New' } });
    fireEvent.change(within(form).getByLabelText('Comment'), { target: { value: 'My first comment here.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post Comment' }));
    expect(
      await within(form).findByText('Thanks! Your comment will appear once a moderator has approved it.'),
    ).toBeInTheDocument();
    expect(within(comments).queryByText('My first comment here.')).not.toBeInTheDocument();
    expect(within(comments).getAllByRole('listitem')).toHaveLength(2);
  });

  it("shows the 'Post Not Found' page for an unknown slug", async () => {
    mockApi({ 'GET /api/blog/posts/no-such-post': { status: 404, body: { error: 'Post not found' } } });
    renderPost('no-such-post');

    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });

  it("moves an old slug's address to the post's current slug without fetching it twice", async () => {
    const fetchMock = serveBlog();
    renderPost('old-title');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reading Your Pay Stub' })).toBeInTheDocument();
    await screen.findByText('No comments yet. Be the first to share your thoughts.');
    expect(callsTo(fetchMock, '/api/blog/posts/old-title')).toHaveLength(1);
    expect(callsTo(fetchMock, POST_PATH)).toHaveLength(0);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost/blog/${post.slug}`,
    );
  });
});
