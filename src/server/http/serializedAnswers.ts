/**
 * Answers whose JSON was made once and is sent many times. A handler that keeps a large, shared
 * answer (the plan list of a popular filter) marks it here; the route then sends the kept bytes of
 * the whole success envelope instead of serializing the same object again on every request. The
 * mark is weak: when the answer leaves the handler's cache, its bytes go with it.
 */
const envelopes = new WeakMap<object, Buffer>();

/** Marks `data` to be sent as the success envelope's JSON made now, once; returns `data`. */
export function withSerializedEnvelope<T extends object>(data: T): T {
  const text = JSON.stringify({ status: 'success', statusCode: 200, data });
  envelopes.set(data, Buffer.from(text, 'utf8'));
  return data;
}

/** The kept success envelope for `data` (marked by withSerializedEnvelope); undefined otherwise. */
export function serializedEnvelope(data: unknown): Buffer | undefined {
  return typeof data === 'object' && data !== null ? envelopes.get(data) : undefined;
}
