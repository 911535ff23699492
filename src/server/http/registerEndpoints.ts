import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type ApiCatalog, apiCatalog, type CallName } from '../../contract/apiCatalog';
import { fullPath } from '../../contract/callPath';
import type { Endpoint } from '../../contract/endpoint';
import type { SuccessEnvelope } from '../../contract/envelope';
import { AppError, toFieldErrors } from './appError';
import { serializedEnvelope } from './serializedAnswers';

interface CallContext<E extends Endpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<E extends Endpoint> = (ctx: CallContext<E>) => Promise<z.output<E['data']>>;
export type Handlers = { [K in CallName]: Handler<ApiCatalog[K]> };
export type HandlersFor<K extends CallName> = Pick<Handlers, K>;

function parseInput<S extends z.ZodType>(schema: S, value: unknown, root: string): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new AppError(400, toFieldErrors(parsed.error, root));
  return parsed.data;
}

/** A download call's answer: the file itself, to be saved (never shown inline), and never cached. */
function sendFile(reply: FastifyReply, contentType: string, data: unknown): FastifyReply {
  const file = data as { filename: string; content: Uint8Array };
  const filename = file.filename.replace(/[^\w.-]/g, '_');
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.content));
}

/** Registers one route per declared call; input is checked by the call's schemas before its handler runs. */
export function registerEndpoints(app: FastifyInstance, handlers: Handlers): void {
  for (const name of Object.keys(apiCatalog) as CallName[]) {
    const definition: Endpoint = apiCatalog[name];
    const handler = handlers[name] as Handler<Endpoint>;
    app.route({
      method: definition.method,
      url: fullPath(definition),
      ...(definition.bodyLimit === undefined ? {} : { bodyLimit: definition.bodyLimit }),
      handler: async (request, reply): Promise<SuccessEnvelope<unknown> | FastifyReply> => {
        const params = parseInput(definition.params, request.params, 'params');
        const query = parseInput(definition.query, request.query, 'query');
        const body = parseInput(definition.body, request.body, 'body');
        const data = await handler({ params, query, body, request, reply });
        if (definition.download) return sendFile(reply, definition.download.contentType, data);
        // A large shared answer made once (serializedAnswers) goes out as its kept text, compressed
        // when the browser takes it.
        const kept = serializedEnvelope(data, request.headers['accept-encoding']);
        if (kept !== undefined) {
          reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
          if (kept.encoding) reply.header('content-encoding', kept.encoding);
          return reply.send(kept.bytes);
        }
        return { status: 'success', statusCode: 200, data };
      },
    });
  }
}
