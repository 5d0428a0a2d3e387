import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { DevHost, PageContainer } from '@takehome/web-kit';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';
import ContentPage from '../pages/ContentPage';
import FaqPage from '../pages/FaqPage';
import EmailCaptureCard from '../widgets/EmailCaptureCard';
import LatestPostCard from '../widgets/LatestPostCard';
import NewsletterSignup from '../widgets/NewsletterSignup';

const WidgetGrid = styled(PageContainer)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

createRoot(document.getElementById('root')!).render(
  <DevHost
    name="mf_blog"
    pages={[
      { path: '/blog', label: 'Blog', element: <BlogListPage /> },
      { path: '/blog/:slug', link: '/blog/sample-post', label: 'Post', element: <BlogPostPage /> },
      { path: '/content', label: 'Content', element: <ContentPage /> },
      { path: '/faq', label: 'FAQ', element: <FaqPage /> },
      {
        path: '/widgets',
        label: 'Widgets',
        element: (
          <WidgetGrid>
            <LatestPostCard />
            <NewsletterSignup />
            <EmailCaptureCard />
          </WidgetGrid>
        ),
      },
    ]}
  />,
);
