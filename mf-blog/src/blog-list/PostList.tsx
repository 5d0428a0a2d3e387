import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '@takehome/web-kit';
import { EmptyState } from '@takehome/web-kit/ui';
import { PostCard, PostCardSkeleton, PostGrid } from '../posts/PostCard';
import { POSTS_PER_PAGE, usePostList, type PostListFilters } from '../posts/postsApi';

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.negative};
`;

export interface PostListProps {
  filters: PostListFilters;
  onClearFilters: () => void;
}

/**
 * The matching posts, 6 at a time with Load More; docs/product/copy.md: a failed load is logged and reads as 'No
 * articles found'.
 */
export function PostList({ filters, onClearFilters }: PostListProps) {
  const list = usePostList(filters);
  useEffect(() => {
    if (list.error) console.error('Failed to load blog posts', list.error);
  }, [list.error]);

  if (list.isPending) {
    return (
      <PostGrid role="status" aria-busy="true" aria-label="Loading articles">
        {Array.from({ length: POSTS_PER_PAGE }, (_, index) => (
          <PostCardSkeleton key={index} />
        ))}
      </PostGrid>
    );
  }

  const posts = list.data?.pages.flatMap((page) => page.posts) ?? [];
  if (posts.length === 0) {
    const filtered = Boolean(filters.category || filters.q);
    return (
      <EmptyState
        title="No articles found"
        action={
          list.isError ? (
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          ) : (
            filtered && (
              <Button variant="secondary" onClick={onClearFilters}>
                Show all articles
              </Button>
            )
          )
        }
      >
        {list.isError
          ? 'The articles could not be loaded just now.'
          : filtered
            ? 'Try another word or category.'
            : 'New articles are on the way. Check back soon.'}
      </EmptyState>
    );
  }

  const total = list.data?.pages.at(-1)?.total ?? posts.length;
  return (
    <section aria-label="Articles">
      <Summary aria-live="polite">
        Showing {posts.length} of {total} {total === 1 ? 'article' : 'articles'}
      </Summary>
      <PostGrid>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </PostGrid>
      <Footer>
        {list.isFetchNextPageError && (
          <ErrorLine role="alert">More articles could not be loaded. Please try again.</ErrorLine>
        )}
        {list.hasNextPage && (
          <Button
            variant="secondary"
            size="lg"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Load More'}
          </Button>
        )}
      </Footer>
    </section>
  );
}
