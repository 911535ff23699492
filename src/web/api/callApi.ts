import type { z } from 'zod';
import { fullPath, type Host } from '../../contract/callPath';
import type { Endpoint } from '../../contract/endpoint';
import type { Envelope } from '../../contract/envelope';
import { ApiError } from './apiError';

/** Each host's base URL; empty means this origin. Set at build time to run the hosts apart. */
const HOST_BASE: Record<Host, string> = {
  enrollment: import.meta.env.VITE_ENROLLMENT_HOST ?? '',
  benefit: import.meta.env.VITE_BENEFIT_HOST ?? '',
  // The agency API is called by the agency's systems with a key, never by the web app.
  agency: '',
};

export interface CallInput<E extends Endpoint> {
  params?: z.input<E['params']>;
  query?: z.input<E['query']>;
  body?: z.input<E['body']>;
}

function urlOf(endpoint: Endpoint, input: CallInput<Endpoint>): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = fullPath(endpoint).replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `${HOST_BASE[endpoint.host]}${path}${search ? `?${search}` : ''}`;
}

/** A call's URL, for what the browser itself opens (a file to download) rather than callApi. */
export function callUrl<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): string {
  return urlOf(endpoint, input as CallInput<Endpoint>);
}

/** The one way the web calls the API: typed by the call's declaration, one error path (ApiError). */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<z.output<E['data']>> {
  const hasBody = endpoint.method !== 'GET';
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint, input as CallInput<Endpoint>), {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      body: hasBody ? JSON.stringify(input.body ?? {}) : null,
    });
  } catch {
    throw new ApiError(0, [
      {
        target_element: 'network',
        error_message: 'We could not reach the store. Check your connection and try again.',
      },
    ]);
  }
  let envelope: Envelope<z.output<E['data']>>;
  try {
    envelope = (await response.json()) as Envelope<z.output<E['data']>>;
  } catch {
    throw new ApiError(response.status, []);
  }
  if (envelope.status !== 'success') throw new ApiError(envelope.statusCode, envelope.data);
  return envelope.data;
}
