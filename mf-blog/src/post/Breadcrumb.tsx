import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { categoryPath } from '../posts/format';

const Trail = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
  li + li::before {
    content: '/';
    color: ${({ theme }) => theme.colors.border};
  }
  [aria-current='page'] {
    overflow: hidden;
    max-width: 40ch;
    color: ${({ theme }) => theme.colors.textMuted};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Home / Blog / category / this post. */
export function Breadcrumb({ category, title }: { category: string; title: string }) {
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/blog">Blog</Link>
        </li>
        <li>
          <Link to={categoryPath(category)}>{category}</Link>
        </li>
        <li>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </Trail>
  );
}
