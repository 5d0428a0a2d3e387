import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refetchAfterChange } from './request';

/**
 * A list query whose fetch reads the stored name when it starts and answers a little later: a fetch
 * started before a change was saved answers the name from before it.
 */
function listWithSlowReads() {
  const stored = { name: 'Sam' };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = ['admin', 'subscribers', { q: 'sam@example.com' }, 0];
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: () => {
      const read = stored.name;
      return new Promise<string>((resolve) => setTimeout(() => resolve(read), 20));
    },
  });
  // Subscribing starts the page's first fetch (a search typed just before Save): it has no data yet.
  const unsubscribe = observer.subscribe(() => undefined);
  return { stored, client, key, unsubscribe };
}

describe('refetchAfterChange', () => {
  it('shows the list as read after the change, even when a fetch started before it was in flight', async () => {
    const { stored, client, key, unsubscribe } = listWithSlowReads();
    stored.name = 'Samantha';
    await refetchAfterChange(client, ['admin', 'subscribers']);
    expect(client.getQueryData(key)).toBe('Samantha');
    unsubscribe();
  });

  it('is needed: invalidating alone joins the fetch that read the list before the change', async () => {
    const { stored, client, key, unsubscribe } = listWithSlowReads();
    stored.name = 'Samantha';
    await client.invalidateQueries({ queryKey: ['admin', 'subscribers'] });
    expect(client.getQueryData(key)).toBe('Sam');
    unsubscribe();
  });
});
