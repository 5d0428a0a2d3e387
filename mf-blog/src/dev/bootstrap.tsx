import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { PageContainer } from '@takehome/web-kit';
import { DevHost } from '@takehome/web-kit/dev-host';
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

/** The widgets as a page's sidebar shows them: they lay themselves out by their own width. */
const NarrowColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 340px;
`;

createRoot(document.getElementById('root')!).render(
  <DevHost
    name="mf_blog"
    pages={[
      { path: '/blog', label: 'Blog', element: <BlogListPage /> },
      {
        path: '/blog/:slug',
        link: '/blog/how-to-read-your-pay-stub-line-by-line',
        label: 'Post',
        element: <BlogPostPage />,
      },
      { path: '/content', label: 'Content', element: <ContentPage /> },
      { path: '/faq', label: 'FAQ', element: <FaqPage /> },
      {
        path: '/widgets',
        label: 'Widgets',
        element: (
          <WidgetGrid>
            <LatestPostCard />
            <NewsletterSignup />
            <NewsletterSignup variant="compact" source="footer" />
            <EmailCaptureCard calculationCount={6} onDeclined={() => undefined} />
            <EmailCaptureCard copyVariant="variant_a" calculationCount={6} onDeclined={() => undefined} />
            <NarrowColumn aria-label="Narrow column">
              <NewsletterSignup source="footer" />
              <NewsletterSignup variant="compact" source="footer" />
            </NarrowColumn>
          </WidgetGrid>
        ),
      },
    ]}
  />,
);
