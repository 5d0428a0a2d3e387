import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import type { AdminComment } from '@takehome/contracts';
import { callsTo, mockApi, type ApiCall } from '../../testing/mockApi';
import { CommentsCard } from './CommentsCard';

const waiting: AdminComment = {
  id: '7a7b7c7d-0000-4000-8000-000000000001',
  author: 'Dana',
  content: 'Found my missing overtime.',
  publishedAt: '2026-11-20T09:00:00.000Z',
  status: 'pending',
  email: 'dana@example.com',
  postSlug: 'overtime-basics',
  postTitle: 'Overtime Basics',
};

describe('CommentsCard', () => {
  it('lists the comments awaiting approval, approves one and holds another', async () => {
    const calls = mockApi({
      'GET /api/blog/comments': (call: ApiCall) => ({
        body: { comments: call.query.get('status') === 'pending' ? [waiting] : [{ ...waiting, status: 'approved' }] },
      }),
      'PATCH /api/blog/comments/7a7b7c7d-0000-4000-8000-000000000001': (call: ApiCall) => ({
        body: { ...waiting, ...(call.body as object) },
      }),
    });
    renderWithProviders(<CommentsCard />);

    const row = (await screen.findByText('Found my missing overtime.')).closest('tr')!;
    expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Overtime Basics' })).toHaveAttribute('href', '/blog/overtime-basics');
    expect(callsTo(calls, 'GET /api/blog/comments')[0].query.get('status')).toBe('pending');

    fireEvent.click(within(row).getByRole('button', { name: 'Approve the comment by Dana' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PATCH /api/blog/comments/7a7b7c7d-0000-4000-8000-000000000001')[0].body).toEqual({
        status: 'approved',
      }),
    );

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'approved' } });
    const published = (await screen.findByText('Published', { selector: 'span' })).closest('tr')!;
    fireEvent.click(within(published).getByRole('button', { name: 'Hold the comment by Dana' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PATCH /api/blog/comments/7a7b7c7d-0000-4000-8000-000000000001')[1].body).toEqual({
        status: 'held',
      }),
    );
  });

  it('says when nothing waits for approval', async () => {
    mockApi({ 'GET /api/blog/comments': { comments: [] } });
    renderWithProviders(<CommentsCard />);

    expect(await screen.findByText('No comments are waiting for approval.')).toBeInTheDocument();
  });
});
