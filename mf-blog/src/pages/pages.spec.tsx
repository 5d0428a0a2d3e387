import { Route, Routes } from 'react-router';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import BlogListPage from './BlogListPage';
import BlogPostPage from './BlogPostPage';
import ContentPage from './ContentPage';
import FaqPage from './FaqPage';

describe('blog pages', () => {
  it.each([
    ['BlogListPage', BlogListPage, 'TakeHome Blog', 'Blog — TakeHome'],
    ['ContentPage', ContentPage, 'Content Library', 'Content Library — TakeHome'],
    ['FaqPage', FaqPage, 'Frequently Asked Questions', 'FAQ — TakeHome'],
  ])('%s shows its heading and tab title', (_name, Page, heading, title) => {
    renderWithProviders(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('the post page reads the slug from the address', () => {
    renderWithProviders(
      <Routes>
        <Route path="/blog/:slug" element={<BlogPostPage />} />
      </Routes>,
      { route: '/blog/overtime-taxes' },
    );

    expect(screen.getByText(/overtime-taxes/)).toBeInTheDocument();
  });
});
