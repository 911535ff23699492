import http from 'node:http';
import net from 'node:net';

/**
 * Writes `text` on a new connection and reads until the server closes it: what it sent, and after how
 * many milliseconds it closed (null: still open after `withinMs`, then closed by us). `from` is the
 * local address to connect from (any of 127.0.0.0/8 on loopback), 127.0.0.1 unless given.
 */
export async function rawExchange(
  port: number,
  text: string,
  withinMs: number,
  from = '127.0.0.1',
): Promise<{ answer: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, withinMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

/** `count` connections opened (from the local address `from`) and left silent; destroy them when done. */
export async function holdConnections(
  port: number,
  count: number,
  from = '127.0.0.1',
): Promise<net.Socket[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(socket));
          socket.on('error', () => {});
        }),
    ),
  );
}

/** One request with the path sent exactly as given (no URL clean-up), on a connection of its own. */
export async function exactRequest(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers: options.headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
