import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import type { BlogPost } from '@takehome/contracts';
import { callsTo, mockApi } from '../../testing/mockApi';
import { PostsCard } from './PostsCard';

const post: BlogPost = {
  id: '5a5b5c5d-0000-4000-8000-000000000001',
  slug: 'overtime-basics',
  title: 'Overtime Basics',
  excerpt: 'What time and a half means.',
  content: '<p>Time and a half.</p>',
  category: 'Overtime',
  tags: ['overtime', 'pay'],
  author: 'TakeHome Team',
  readTime: '1 min read',
  imageUrl: null,
  featured: false,
  views: 12,
  published: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  publishedAt: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
};

const list = { posts: [post], total: 1 };

describe('PostsCard', () => {
  it('lists posts of every status with their badge', async () => {
    const calls = mockApi({ 'GET /api/blog/posts': list });
    renderWithProviders(<PostsCard />);

    const row = (await screen.findByText('Overtime Basics')).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('Overtime')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/blog/posts')[0].query.get('status')).toBe('all');
  });

  it('creates a post with POST and every field of the form', async () => {
    const calls = mockApi({
      'GET /api/blog/posts': list,
      'POST /api/blog/posts': () => ({ status: 201, body: post }),
    });
    renderWithProviders(<PostsCard />);
    fireEvent.click(screen.getByRole('button', { name: 'New Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Post' });
    const create = within(dialog).getByRole('button', { name: 'Create Post' });
    expect(create).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Night Shift Pay' } });
    fireEvent.change(within(dialog).getByLabelText('Content'), { target: { value: '<p>Differentials.</p>' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'Safety Pay' } });
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'shift, pay, ,shift' } });
    const image = within(dialog).getByLabelText('Image URL');
    expect(image).toHaveAttribute('type', 'url');
    fireEvent.change(image, { target: { value: 'https://example.com/a.png' } });
    fireEvent.click(within(dialog).getByLabelText('Featured'));
    fireEvent.click(within(dialog).getByLabelText('Published'));
    fireEvent.click(create);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST /api/blog/posts')[0].body).toEqual({
      title: 'Night Shift Pay',
      content: '<p>Differentials.</p>',
      category: 'Safety Pay',
      tags: ['shift', 'pay'],
      imageUrl: 'https://example.com/a.png',
      featured: true,
      published: true,
    });
  });

  it('edits a post with PUT, starting from the full post', async () => {
    const calls = mockApi({
      'GET /api/blog/posts': list,
      [`GET /api/blog/posts/${post.slug}`]: post,
      [`PUT /api/blog/posts/${post.id}`]: { ...post, published: true },
    });
    renderWithProviders(<PostsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Overtime Basics' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Post' });
    expect(await within(dialog).findByLabelText('Content')).toHaveValue('<p>Time and a half.</p>');
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('overtime, pay');
    fireEvent.click(within(dialog).getByLabelText('Published'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, `PUT /api/blog/posts/${post.id}`)[0].body).toMatchObject({
      title: 'Overtime Basics',
      excerpt: 'What time and a half means.',
      published: true,
      imageUrl: null,
    });
  });

  it('asks before deleting, and deletes with DELETE', async () => {
    const calls = mockApi({
      'GET /api/blog/posts': list,
      [`DELETE /api/blog/posts/${post.id}`]: { success: true },
    });
    renderWithProviders(<PostsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Overtime Basics' }));

    const confirm = screen.getByRole('dialog', { name: 'Delete post?' });
    expect(confirm).toHaveTextContent('“Overtime Basics” will be removed from the blog.');
    expect(callsTo(calls, `DELETE /api/blog/posts/${post.id}`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Post' }));

    await waitFor(() => expect(callsTo(calls, `DELETE /api/blog/posts/${post.id}`)).toHaveLength(1));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
  });
});
