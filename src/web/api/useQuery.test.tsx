// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useQuery } from './useQuery';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A few tasks, inside act: TanStack hands answers over in a task of its own. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await nextTask();
  });

function Answer({ fetchAnswer }: { fetchAnswer: () => Promise<string> }) {
  const answer = useQuery({
    queryKey: ['answer'],
    queryFn: fetchAnswer,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <p>{answer.isPending ? 'Loading…' : answer.isError ? 'failed' : answer.data}</p>;
}

describe('useQuery drawn in a transition', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    cleanup();
    client.clear();
  });
  /** Draws the answer in a fresh root; render commits it inside act, as a page's first paint. */
  const show = (fetchAnswer: () => Promise<string>) =>
    render(
      <QueryClientProvider client={client}>
        <Answer fetchAnswer={fetchAnswer} />
      </QueryClientProvider>,
    );

  it('starts the fetch in a task after the commit, then draws the answer', async () => {
    let calls = 0;
    let answer = (_: string) => {};
    const { container } = show(() => {
      calls += 1;
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    expect(container.textContent).toBe('Loading…');
    // The commit and its effects are done, and no fetch has started in their task.
    expect(calls).toBe(0);
    await act(nextTask);
    expect(calls).toBe(1);
    answer('Dental');
    await settle();
    expect(container.textContent).toBe('Dental');
  });

  it('draws an answer that came before it was listening', async () => {
    const { container } = show(() => new Promise(() => {}));
    // Put in the cache after the first render and before the subscription (the next task).
    client.setQueryData(['answer'], 'Vision');
    await act(nextTask);
    expect(container.textContent).toBe('Vision');
  });

  it('draws a failed fetch as failed', async () => {
    const { container } = show(() => Promise.reject(new Error('down')));
    await settle();
    expect(container.textContent).toBe('failed');
  });

  it('starts no fetch when the part is gone before its task', async () => {
    let calls = 0;
    const { rerender } = show(() => {
      calls += 1;
      return Promise.resolve('Life');
    });
    rerender(<QueryClientProvider client={client}>{null}</QueryClientProvider>);
    await act(nextTask);
    expect(calls).toBe(0);
  });
});
