import { useCallback } from 'react';
import { useSearchParams } from '@takehome/web-kit/router';
import { POST_SORTS, type PostSort } from '@takehome/contracts';
import type { PostListFilters } from '../posts/postsApi';

const DEFAULT_SORT: PostSort = 'newest';

function isPostSort(value: string | null): value is PostSort {
  return (POST_SORTS as readonly (string | null)[]).includes(value);
}

/** The blog list's filters live in the address (`?category=&q=&sort=`), so a filtered list can be linked to and shared. */
export function useBlogListParams() {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const filters: PostListFilters = {
    category: params.get('category') ?? '',
    q: params.get('q') ?? '',
    sort: isPostSort(sort) ? sort : DEFAULT_SORT,
  };

  const setFilter = useCallback(
    (name: keyof PostListFilters, value: string) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value && !(name === 'sort' && value === DEFAULT_SORT)) next.set(name, value);
          else next.delete(name);
          return next;
        },
        // Each typed search would otherwise be a step of the Back button.
        { replace: name === 'q' },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => setParams({}), [setParams]);

  return { filters, setFilter, clearFilters };
}
