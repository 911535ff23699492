import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

/**
 * The forked `useQuery` (useQuery.ts) leans on one private option of TanStack's observer, as TanStack's
 * own hook does: `_optimisticResults: 'optimistic'` makes the first result say "fetching" when a fetch
 * will start. The version is pinned exactly in package.json; this fails when an upgrade changes that
 * internal, before a page shows an idle query that is in fact about to load.
 */
describe("TanStack's optimistic results (the internal useQuery.ts reads)", () => {
  const optionsFor = (client: QueryClient, optimistic: boolean) => {
    const defaulted = client.defaultQueryOptions({
      queryKey: ['internal', optimistic],
      queryFn: () => new Promise<string>(() => undefined),
    });
    if (optimistic) defaulted._optimisticResults = 'optimistic';
    return defaulted;
  };

  it('says "fetching" from the first result when asked for optimistic results, and not otherwise', () => {
    const client = new QueryClient();
    for (const optimistic of [true, false]) {
      const options = optionsFor(client, optimistic);
      const result = new QueryObserver(client, options).getOptimisticResult(options);
      expect(result.status).toBe('pending');
      expect(result.fetchStatus).toBe(optimistic ? 'fetching' : 'idle');
    }
    client.clear();
  });

  it('is the version the fork was written against', async () => {
    const { default: installed } = await import('@tanstack/react-query/package.json', {
      with: { type: 'json' },
    });
    const { default: ours } = await import('../../../package.json', { with: { type: 'json' } });
    expect(ours.dependencies['@tanstack/react-query']).toBe(installed.version);
  });
});
