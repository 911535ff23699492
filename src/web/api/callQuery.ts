import type { QueryKey } from '@tanstack/react-query';
import type { Endpoint } from '../../contract/endpoint';
import { type CallInput, callApi } from './callApi';

/**
 * A call's query key: its group (a prefix from queryKeys, so a change can invalidate a whole group, such
 * as everything of one enrollment's cart), the call's path (each call has its own) and its input. Two places asking
 * the same call with the same input share one answer.
 */
export function callKey<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  group: QueryKey = [],
): QueryKey {
  return [...group, endpoint.path, input];
}

/** Query options from a contract call: the key from callKey and the fetcher from callApi, typed by the call. */
export function callQuery<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}, group: QueryKey = []) {
  return { queryKey: callKey(endpoint, input, group), queryFn: () => callApi(endpoint, input) };
}
