import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import type { BlogPostSummary } from '@takehome/contracts';
import { Badge, Skeleton } from '@takehome/web-kit';
import { postDate, postPath } from './format';
import { PostImage } from './PostImage';
import { TagChips } from './TagChips';

const CardRoot = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    border-color 120ms ease,
    transform 120ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
    transform: translateY(-2px);
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.35;

  a {
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
  }
  a:focus-visible {
    outline: none;
  }
  /* The whole card is the link's click area; the tag chips are not links. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Excerpt = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Meta = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface PostCardProps {
  post: BlogPostSummary;
  /** h2 in a page's main list, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
}

/** A post in a list: picture, category, title, excerpt, 3 tags, read time and date; the whole card opens the post. */
export function PostCard({ post, headingLevel = 'h2' }: PostCardProps) {
  return (
    <CardRoot>
      <PostImage src={post.imageUrl} />
      <Body>
        <div>
          <Badge tone="info">{post.category}</Badge>
        </div>
        <Title as={headingLevel}>
          <Link to={postPath(post.slug)}>{post.title}</Link>
        </Title>
        <Excerpt>{post.excerpt}</Excerpt>
        <TagChips tags={post.tags} />
        <Meta>
          <span>{post.readTime}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publishedAt ?? post.createdAt}>{postDate(post)}</time>
        </Meta>
      </Body>
    </CardRoot>
  );
}

const SkeletonRoot = styled(CardRoot).attrs({ as: 'div' })`
  &:hover {
    transform: none;
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

const ImageSpace = styled.div`
  aspect-ratio: 2 / 1;
`;

/** A grey card shaped like PostCard, shown while posts load. */
export function PostCardSkeleton() {
  return (
    <SkeletonRoot data-testid="post-card-skeleton">
      <ImageSpace>
        <Skeleton height="100%" />
      </ImageSpace>
      <Body>
        <Skeleton width="35%" height="18px" round />
        <Skeleton width="90%" height="22px" />
        <Skeleton height="14px" />
        <Skeleton width="80%" height="14px" />
        <Skeleton width="45%" height="12px" />
      </Body>
    </SkeletonRoot>
  );
}

/** The responsive grid post cards sit in: 3 columns on desktop, 1 on phones. */
export const PostGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.md};
  }
`;
