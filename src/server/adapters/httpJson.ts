/** What an outside JSON service answered: its HTTP status and the parsed body. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * An outside service that could not be reached, did not answer in time or answered something
 * other than JSON. Its message is a fixed reason, never the URL (which can carry an e-mail or a key).
 */
export class ServiceUnavailable extends Error {}

/** Answers larger than this are not from the services we call. */
const MAX_ANSWER_CHARS = 64 * 1024;

/** Says what went wrong with an outside service, for a log line; never the applicant's data. */
export type Warn = (message: string) => void;

/** GETs a JSON document, giving up after timeoutMs; a 4xx or 5xx still answers, with its status. */
export function getJson(
  url: URL,
  options: { timeoutMs: number; headers?: Record<string, string> },
): Promise<JsonAnswer> {
  return requestJson(url, { method: 'GET', headers: options.headers ?? {} }, options.timeoutMs);
}

/** POSTs a JSON body and reads the JSON answer, on the same terms as getJson. */
export function postJson(
  url: URL,
  body: unknown,
  options: { timeoutMs: number; headers?: Record<string, string> },
): Promise<JsonAnswer> {
  return requestJson(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
    },
    options.timeoutMs,
  );
}

async function requestJson(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<JsonAnswer> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ServiceUnavailable(timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable');
  }
  if (text.length > MAX_ANSWER_CHARS) throw new ServiceUnavailable(`answer too large (HTTP ${status})`);
  try {
    return { status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ServiceUnavailable(`answer is not JSON (HTTP ${status})`);
  }
}

/** Why a call to a service failed, fit for a log line: our fixed reasons, or only the kind of an unexpected error. */
export function failureReason(error: unknown): string {
  if (error instanceof ServiceUnavailable) return error.message;
  return error instanceof Error ? `unexpected ${error.name}` : 'unexpected failure';
}

/** The base URL of a service joined with a path, keeping any path the base already has. */
export function serviceUrl(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

/** How long a call to an outside service waits before the caller falls back (a person is waiting). */
export const SERVICE_TIMEOUT_MS = 4000;
