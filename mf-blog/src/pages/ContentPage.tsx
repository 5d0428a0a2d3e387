import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer, Skeleton, useDocumentTitle } from '@takehome/web-kit';
import { EmptyState, PageHeader } from '@takehome/web-kit/ui';
import { LibraryList } from '../content-library/LibraryList';
import { TopicCards } from '../content-library/TopicCards';
import { usePageHead } from '../head/usePageHead';
import { PostCard, PostCardSkeleton, PostGrid } from '../posts/PostCard';
import { useAllPosts } from '../posts/postsApi';

/** docs/product/copy.md: the content page shows the latest 12 articles. */
const LATEST_SHOWN = 12;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};

  > h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

function LibrarySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

function Articles() {
  const posts = useAllPosts();
  useEffect(() => {
    if (posts.error) console.error('Failed to load the content library', posts.error);
  }, [posts.error]);

  if (posts.isPending) {
    return (
      <LibrarySection id="latest-articles" title="Latest articles">
        <PostGrid role="status" aria-busy="true" aria-label="Loading articles">
          <PostCardSkeleton />
          <PostCardSkeleton />
          <PostCardSkeleton />
        </PostGrid>
        <Skeleton height="200px" />
      </LibrarySection>
    );
  }
  if (posts.isError || posts.data.length === 0) {
    return (
      <EmptyState title="No articles found">
        {posts.isError ? 'The library could not be loaded just now.' : 'New articles are on the way. Check back soon.'}
      </EmptyState>
    );
  }
  return (
    <>
      <LibrarySection id="latest-articles" title="Latest articles">
        <PostGrid>
          {posts.data.slice(0, LATEST_SHOWN).map((post) => (
            <PostCard key={post.id} post={post} headingLevel="h3" />
          ))}
        </PostGrid>
      </LibrarySection>
      <LibrarySection id="full-library" title={`Full library (${posts.data.length})`}>
        <LibraryList posts={posts.data} />
      </LibrarySection>
    </>
  );
}

export default function ContentPage() {
  useDocumentTitle('Content Library');
  usePageHead({
    description:
      'Every TakeHome guide in one place: paychecks, overtime, union benefits, taxes, budgeting and planning.',
    canonicalPath: '/content',
  });

  return (
    <PageContainer>
      <PageHeader size="feature" eyebrow="Library" title="Content Library">
        Every TakeHome guide in one place, from reading your pay stub to planning for the year ahead.
      </PageHeader>
      <LibrarySection id="topics" title="Browse by topic">
        <TopicCards />
      </LibrarySection>
      <Articles />
    </PageContainer>
  );
}
