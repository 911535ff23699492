import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { validateLandingPage } from '../../../contract/landingCalls';
import { callKey, callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { clearStoredState } from '../../session/clearStoredState';
import { type EnrollContext, readEnrollContext, setEnrollContext } from '../../session/enrollContext';

/** Whether the stored context is already this landing's owner (same kind, rep and group). */
function isOwnersContext(context: EnrollContext | null, owner: EnrollContext): boolean {
  return (
    context !== null &&
    context.eprocess === owner.eprocess &&
    context.open_type === owner.open_type &&
    context.agent_id === owner.agent_id &&
    context.group_id === owner.group_id
  );
}

/**
 * A rep's or group's landing slug checked with the server and made the visitor's: what this browser
 * had stored is cleared and the slug's owner becomes the context. With `keepSameOwner` (a page under
 * the landing prefix, /{landing}/cart), a visitor already of that owner keeps what they stored.
 * 'unknown' when the server does not know the slug.
 */
export function useLandingOwner(slug: string, keepSameOwner: boolean): 'pending' | 'ready' | 'unknown' {
  const [ready, setReady] = useState(false);
  const queryClient = useQueryClient();
  const landing = useQuery({
    ...callQuery(validateLandingPage, { query: { landing_page: slug } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const data = landing.data;
  useEffect(() => {
    if (!data) return;
    const owner: EnrollContext = {
      eprocess: 'applicant',
      open_type: data.type,
      agent_id: data.agent_id,
      ...(data.group_id === null ? {} : { group_id: data.group_id }),
    };
    if (!(keepSameOwner && isOwnersContext(readEnrollContext(), owner))) {
      clearStoredState();
      // Answers read for what was stored (cart, menu, filter) go with it; this landing's stay.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== callKey(validateLandingPage)[0],
      });
      setEnrollContext(owner);
    }
    setReady(true);
  }, [data, keepSameOwner, queryClient]);
  if (landing.isError) return 'unknown';
  return ready ? 'ready' : 'pending';
}
