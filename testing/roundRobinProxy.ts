import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An app node behind the proxy: a name for the answer's `x-upstream` header and its port on 127.0.0.1. */
export interface Upstream {
  name: string;
  port: number;
}

export interface RoundRobinProxy {
  /** The one address clients use, http://127.0.0.1:port. */
  url: string;
  close(): Promise<void>;
}

/** The header naming the upstream that answered. */
export const UPSTREAM_HEADER = 'x-upstream';

/** Headers of one connection only, not passed on (the proxy sends whole bodies with their length). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
]);

function passedOn(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A load balancer for tests: an HTTP proxy on one port that sends each request to the next upstream in
 * turn, over a new connection each time (no keep-alive reuse), so requests really alternate. It appends
 * the client's address to X-Forwarded-For and names the upstream that answered in `x-upstream`. An
 * upstream that refuses the connection (stopped) is skipped for the next, as a health check would; a
 * request that reached an upstream which then failed is answered 502 and never sent again, since it
 * may have run.
 */
export async function startRoundRobinProxy(upstreams: Upstream[]): Promise<RoundRobinProxy> {
  let turn = 0;

  /** Sends the request to the first of `order`; one that refuses the connection passes it to the rest. */
  const forward = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
    order: Upstream[],
  ): void => {
    const [upstream, ...rest] = order as [Upstream, ...Upstream[]];
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    let connected = false;
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        agent: false,
        headers: {
          ...passedOn(request.headers),
          'x-forwarded-for': forwardedFor,
          'content-length': String(body.length),
          connection: 'close',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...passedOn(answer.headers),
          [UPSTREAM_HEADER]: upstream.name,
        });
        answer.pipe(response);
        // The upstream stopped in the middle of its answer: the client sees a broken answer, not a short one.
        answer.once('aborted', () => response.destroy());
      },
    );
    outgoing.once('socket', (socket) => socket.once('connect', () => (connected = true)));
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) return void response.destroy();
      // Never connected: nothing ran there, so the next upstream may take the request.
      if (!connected && rest.length > 0) return forward(request, response, body, rest);
      response
        .writeHead(502, { 'content-type': 'text/plain' })
        .end(`upstream ${upstream.name}: ${error.code ?? error.message}`);
    });
    outgoing.end(body);
  };

  const server = http.createServer((request, response) => {
    const first = turn;
    turn = (turn + 1) % upstreams.length;
    const order = [...upstreams.slice(first), ...upstreams.slice(0, first)];
    readBody(request).then(
      (body) => forward(request, response, body, order),
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
