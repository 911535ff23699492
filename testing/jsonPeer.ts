import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the peer received it. */
export interface PeerRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

/** What the peer sends back: a status and a JSON body (or raw text), or nothing at all ("hang"). */
export type PeerAnswer = { status: number; json?: unknown; text?: string } | 'hang';

export interface JsonPeer {
  /** The peer's base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  received: PeerRequest[];
  /** Changes how the peer answers from the next request on. */
  answerWith(answer: (request: PeerRequest) => PeerAnswer): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 (port chosen by the system) that answers as an outside JSON service
 * would: the contact-check clients' test peer.
 */
export async function startJsonPeer(answer: (request: PeerRequest) => PeerAnswer): Promise<JsonPeer> {
  const received: PeerRequest[] = [];
  let respond = answer;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    const request = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    };
    received.push(request);
    const reply = respond(request);
    if (reply === 'hang') return; // never answers; the client's timeout must end the wait
    const body = reply.text ?? JSON.stringify(reply.json ?? {});
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(next) {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
