import styled from 'styled-components';
import type { BlogPost } from '@takehome/contracts';
import { Badge, PageContainer, useDocumentTitle } from '@takehome/web-kit';
import { CommentsSection } from '../comments/CommentsSection';
import { absoluteUrl, usePageHead } from '../head/usePageHead';
import { postDate, postPath } from '../posts/format';
import { PostImage } from '../posts/PostImage';
import NewsletterSignup from '../widgets/NewsletterSignup';
import { ArticleBody } from './ArticleBody';
import { articleStructuredData } from './articleStructuredData';
import { Breadcrumb } from './Breadcrumb';
import { ReadingColumn } from './ReadingColumn';
import { RelatedArticles } from './RelatedArticles';
import { ShareButtons } from './ShareButtons';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: ${({ theme }) => theme.space.sm} 0;
  }
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Cover = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Divider = styled.hr`
  margin: ${({ theme }) => theme.space.xl} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Wide = styled.div`
  max-width: 1040px;
  margin: 0 auto;
`;

/** A published post: breadcrumb, header, share links, body, newsletter, related articles and comments. */
export function PostArticle({ post }: { post: BlogPost }) {
  const path = postPath(post.slug);
  useDocumentTitle(post.title);
  usePageHead({ description: post.excerpt, canonicalPath: path, structuredData: articleStructuredData(post) });
  const url = absoluteUrl(path);

  return (
    <PageContainer>
      <ReadingColumn>
        <Breadcrumb category={post.category} title={post.title} />
        <article>
          <Header>
            <Badge tone="info">{post.category}</Badge>
            <h1>{post.title}</h1>
            <Byline>
              <span>By {post.author}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={post.publishedAt ?? post.createdAt}>{postDate(post)}</time>
              <span aria-hidden="true">·</span>
              <span>{post.readTime}</span>
            </Byline>
            <ShareButtons url={url} title={post.title} />
          </Header>
          {post.imageUrl && (
            <Cover>
              <PostImage src={post.imageUrl} ratio="2 / 1" />
            </Cover>
          )}
          <ArticleBody html={post.content} />
        </article>
        <Divider />
        <NewsletterSignup variant="compact" source="blog" />
      </ReadingColumn>
      <Wide>
        <RelatedArticles post={post} />
      </Wide>
      <ReadingColumn>
        <CommentsSection slug={post.slug} />
      </ReadingColumn>
    </PageContainer>
  );
}
