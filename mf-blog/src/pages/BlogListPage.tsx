import { useEffect } from 'react';
import styled from 'styled-components';
import { PageContainer, useDocumentTitle } from '@takehome/web-kit';
import { PageHeader } from '@takehome/web-kit/ui';
import { CategoryFilter } from '../blog-list/CategoryFilter';
import { PostList } from '../blog-list/PostList';
import { SearchBox } from '../blog-list/SearchBox';
import { SortSelect } from '../blog-list/SortSelect';
import { useBlogListParams } from '../blog-list/useBlogListParams';
import { usePageHead } from '../head/usePageHead';
import { useCategories } from '../posts/postsApi';
import NewsletterSignup from '../widgets/NewsletterSignup';

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Newsletter = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

export default function BlogListPage() {
  useDocumentTitle('Blog');
  usePageHead({
    description:
      'Practical guides to paychecks, overtime, union benefits, taxes and budgeting for hourly, salaried and union workers.',
    canonicalPath: '/blog',
  });
  const { filters, setFilter, clearFilters } = useBlogListParams();
  const categories = useCategories();
  useEffect(() => {
    if (categories.error) console.error('Failed to load blog categories', categories.error);
  }, [categories.error]);

  return (
    <PageContainer>
      <PageHeader size="feature" eyebrow="Paycheck guides" title="TakeHome Blog">
        Practical guides to paychecks, overtime, union benefits, taxes and budgeting, written for hourly, salaried and
        union workers.
      </PageHeader>
      <Controls>
        <SearchRow>
          <SearchBox query={filters.q} onSearch={(q) => setFilter('q', q)} />
          <SortSelect sort={filters.sort} onSort={(sort) => setFilter('sort', sort)} />
        </SearchRow>
        <CategoryFilter
          categories={categories.isError ? [] : categories.data?.categories}
          total={categories.data?.total}
          selected={filters.category}
          onSelect={(category) => setFilter('category', category)}
        />
      </Controls>
      <PostList filters={filters} onClearFilters={clearFilters} />
      <Newsletter>
        <NewsletterSignup source="blog" />
      </Newsletter>
    </PageContainer>
  );
}
