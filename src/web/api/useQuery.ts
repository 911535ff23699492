import {
  notifyManager,
  QueryObserver,
  useQueryClient,
  type useQuery as useQueryOfTanstack,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

/**
 * TanStack Query's `useQuery`, except that an answer arriving is drawn in a transition.
 *
 * TanStack's hook hears its query through `useSyncExternalStore`, which React always renders at once and
 * in one piece: each answer's render was one long task on a slow phone (up to 70 ms at full speed on
 * the plan page, four times that on Lighthouse's phone). Here the answer only schedules a render in
 * a transition, which React splits into slices of about 5 ms and sets aside when the person types or
 * clicks. What a render shows is read from the observer as TanStack's hook reads it, so the result
 * (and its tracked properties) is the same; only when it is drawn differs. This store uses neither
 * suspense nor error boundaries for queries, so those options are not carried over.
 */
function useQueryDrawnInTransition(options: Parameters<typeof useQueryOfTanstack>[0]) {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // As TanStack's hook does: the first result already says "fetching" when a fetch will start.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  const shown = observer.getCurrentResult();
  const [, redraw] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);

  useEffect(() => {
    // Heard (and so fetched) in a task of its own: a page's first render mounts a dozen queries, and
    // starting every fetch in the commit's task made one long task of them on a slow phone.
    let unsubscribe: (() => void) | undefined;
    const timer = setTimeout(() => {
      unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(redraw)));
      // An answer that came between the first render and this subscription is drawn too.
      observer.updateResult();
      if (observer.getCurrentResult() !== shown) startTransition(redraw);
    }, 0);
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
    // `shown` is the first render's on purpose: later renders are heard through the subscription.
  }, [observer]);

  return defaulted.notifyOnChangeProps ? result : observer.trackResult(result);
}

export const useQuery = useQueryDrawnInTransition as unknown as typeof useQueryOfTanstack;
