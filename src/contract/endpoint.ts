import { z } from 'zod';
import type { Host } from './callPath';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The default params, query and body; pure so a bundle that only needs fullPath leaves zod out. */
const emptyObject = /* @__PURE__ */ z.object({});
type EmptyObject = typeof emptyObject;

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  host: Host;
  /** Path below the host prefix, with :name for path parameters. */
  path: string;
  summary: string;
  params: P;
  query: Q;
  body: B;
  data: D;
  /** Largest request body in bytes, for the few calls that need more than the app's default. */
  bodyLimit?: number;
  /**
   * A call answering a file to save (the signed application PDF) instead of the JSON envelope:
   * its data is { filename, content } and is sent as an attachment of this type. Errors stay JSON.
   */
  download?: { contentType: string };
  /** 'apiKey': the call needs `Authorization: Bearer <key>` (the agency API), as the OpenAPI document says. */
  security?: 'apiKey';
}

interface EndpointInput<P, Q, B, D> {
  method: HttpMethod;
  host?: Host;
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  data: D;
  bodyLimit?: number;
  download?: { contentType: string };
  security?: 'apiKey';
}

/** Declares one call of the API; the server's route and the web's client both come from it. */
export function endpoint<
  D extends z.ZodType,
  P extends z.ZodType = EmptyObject,
  Q extends z.ZodType = EmptyObject,
  B extends z.ZodType = EmptyObject,
>(input: EndpointInput<P, Q, B, D>): Endpoint<P, Q, B, D> {
  return {
    method: input.method,
    host: input.host ?? 'enrollment',
    path: input.path,
    summary: input.summary,
    params: (input.params ?? emptyObject) as P,
    query: (input.query ?? emptyObject) as Q,
    body: (input.body ?? emptyObject) as B,
    data: input.data,
    ...(input.bodyLimit === undefined ? {} : { bodyLimit: input.bodyLimit }),
    ...(input.download === undefined ? {} : { download: input.download }),
    ...(input.security === undefined ? {} : { security: input.security }),
  };
}

export type DataOf<E extends Endpoint> = z.output<E['data']>;
