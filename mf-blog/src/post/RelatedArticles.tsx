import { useEffect } from 'react';
import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import type { BlogPostSummary } from '@takehome/contracts';
import { PostCard, PostCardSkeleton, PostGrid } from '../posts/PostCard';
import { categoryPath } from '../posts/format';
import { useRelatedPosts } from '../posts/postsApi';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Quiet = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Up to 3 other posts of the same category. */
export function RelatedArticles({ post }: { post: BlogPostSummary }) {
  const related = useRelatedPosts(post);
  useEffect(() => {
    if (related.error) console.error('Failed to load related articles', related.error);
  }, [related.error]);

  let content;
  if (related.isPending) {
    content = (
      <PostGrid role="status" aria-busy="true" aria-label="Loading related articles">
        <PostCardSkeleton />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </PostGrid>
    );
  } else if (related.isError || related.data.length === 0) {
    content = (
      <Quiet>
        {related.isError ? 'Related articles could not be loaded.' : `No other ${post.category} articles yet.`}{' '}
        <Link to="/blog">Browse all articles</Link>
      </Quiet>
    );
  } else {
    content = (
      <PostGrid>
        {related.data.map((other) => (
          <PostCard key={other.id} post={other} headingLevel="h3" />
        ))}
      </PostGrid>
    );
  }

  return (
    <Section aria-labelledby="related-articles">
      <h2 id="related-articles">Related articles</h2>
      {content}
      {related.data && related.data.length > 0 && (
        <Quiet>
          <Link to={categoryPath(post.category)}>More in {post.category}</Link>
        </Quiet>
      )}
    </Section>
  );
}
