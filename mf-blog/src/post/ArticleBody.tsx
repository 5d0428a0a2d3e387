import styled from 'styled-components';

const Prose = styled.div`
  font-size: 1.0625rem;
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: break-word;

  h2 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  li::marker {
    color: ${({ theme }) => theme.colors.teal};
  }
  strong {
    color: ${({ theme }) => theme.colors.navy};
  }
  blockquote {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.tealBright};
    background: ${({ theme }) => theme.colors.tealSoft};
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  code {
    padding: 1px 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }
  table {
    width: 100%;
    margin: 0 0 ${({ theme }) => theme.space.lg};
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.5;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  td {
    background: ${({ theme }) => theme.colors.surface};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.navy};
    white-space: nowrap;
  }
  tbody tr:nth-child(even) td {
    background: #f9fbfd;
  }

  /* Wide tables scroll sideways on a phone instead of widening the page. */
  ${({ theme }) => theme.media.mobile} {
    table {
      display: block;
      overflow-x: auto;
    }
    th,
    td {
      padding: ${({ theme }) => theme.space.sm};
    }
  }
`;

/**
 * The post's body. Its HTML comes from svc-content, which sanitises it when it is stored and again
 * when it is sent (docs/product/blog.md; contracts' BlogPost.content is "safe to render as is").
 */
export function ArticleBody({ html }: { html: string }) {
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
