import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Answers whose JSON was made once and is sent many times. A handler that keeps a large, shared
 * answer (the plan list of a popular filter) marks it here; the route then sends the kept bytes of
 * the whole success envelope instead of serializing the same object again on every request, and
 * compressed (made once too, on the first ask that accepts it). The mark is weak: when the answer
 * leaves the handler's cache, its bytes go with it.
 */
interface Kept {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}
const envelopes = new WeakMap<object, Kept>();

/** Marks `data` to be sent as the success envelope's JSON made now, once; returns `data`. */
export function withSerializedEnvelope<T extends object>(data: T): T {
  const text = JSON.stringify({ status: 'success', statusCode: 200, data });
  envelopes.set(data, { json: Buffer.from(text, 'utf8') });
  return data;
}

/** A kept envelope's bytes, with the encoding they are in (null: plain JSON). */
export interface KeptEnvelope {
  bytes: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/** Whether an Accept-Encoding header takes `coding` (named with no q=0). */
function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The kept success envelope for `data` (marked by withSerializedEnvelope), brotli or gzip when the
 * request's Accept-Encoding takes it; undefined for data that is not marked.
 */
export function serializedEnvelope(data: unknown, acceptEncoding = ''): KeptEnvelope | undefined {
  const kept = typeof data === 'object' && data !== null ? envelopes.get(data) : undefined;
  if (!kept) return undefined;
  if (accepts(acceptEncoding, 'br')) {
    kept.br ??= brotliCompressSync(kept.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { bytes: kept.br, encoding: 'br' };
  }
  if (accepts(acceptEncoding, 'gzip')) {
    kept.gzip ??= gzipSync(kept.json, { level: 6 });
    return { bytes: kept.gzip, encoding: 'gzip' };
  }
  return { bytes: kept.json, encoding: null };
}
