import type { z } from 'zod';
import { fullPath } from '../src/contract/callPath';
import type { Endpoint } from '../src/contract/endpoint';
import type { Envelope, FieldError } from '../src/contract/envelope';

/** One answer of the real server: status, headers, the raw text, and the envelope when it is JSON. */
export interface RealAnswer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: Envelope<T> | undefined;
  data: T | undefined;
  errors: FieldError[];
}

/** A browser over real HTTP: keeps its cookies as a browser does, optionally speaking from a client address. */
export class RealBrowser {
  constructor(
    private readonly base: string,
    readonly address?: string,
    private readonly jar = new Map<string, string>(),
  ) {}

  /** The same browser (the same cookies, kept together) speaking to another address: another app node. */
  at(base: string): RealBrowser {
    return new RealBrowser(base, this.address, this.jar);
  }

  /** Another browser holding a copy of this one's cookies (a copied session cookie), from now on apart. */
  copy(): RealBrowser {
    return new RealBrowser(this.base, this.address, new Map(this.jar));
  }

  /** Puts a cookie in this browser's jar as another site could (a sibling subdomain planting one). */
  plantCookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  /** The value of one cookie in this browser's jar, or ''. */
  cookieValue(name: string): string {
    return this.jar.get(name) ?? '';
  }

  /** The Cookie header this browser sends, or '' when it has none. */
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One request to a path of the server, with this browser's cookies and address; keeps the cookies set. */
  async request(
    method: string,
    pathAndQuery: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<RealAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie && headers.cookie === undefined) headers.cookie = this.cookie;
    if (this.address) headers['x-forwarded-for'] = this.address;
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.base}${pathAndQuery}`, {
      method,
      headers,
      ...(options.body === undefined
        ? {}
        : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/Max-Age=0\b/.test(line)) this.jar.delete(name);
      else this.jar.set(name, value.join('='));
    }
    const text = await response.text();
    let body: Envelope<unknown> | undefined;
    try {
      body = JSON.parse(text) as Envelope<unknown>;
    } catch {
      body = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      body,
      data: body?.status === 'success' ? body.data : undefined,
      errors: body?.status === 'error' ? body.data : [],
    };
  }

  /** A call of the contract, as the web app makes it. */
  async call<E extends Endpoint>(
    endpoint: E,
    input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {},
    headers: Record<string, string> = {},
  ): Promise<RealAnswer<z.output<E['data']>>> {
    const route = fullPath(endpoint).replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(input.params?.[name])),
    );
    const query = new URLSearchParams(
      Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)]),
    ).toString();
    return (await this.request(endpoint.method, query ? `${route}?${query}` : route, {
      headers,
      ...(endpoint.method === 'GET' ? {} : { body: input.body ?? {} }),
    })) as RealAnswer<z.output<E['data']>>;
  }

  /** Like call, but throws unless the answer is a success; its data. */
  async ok<E extends Endpoint>(
    endpoint: E,
    input: Parameters<RealBrowser['call']>[1] = {},
  ): Promise<z.output<E['data']>> {
    const answer = await this.call(endpoint, input);
    if (answer.status !== 200 || answer.body?.status !== 'success') {
      throw new Error(`${endpoint.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }
    return answer.body.data;
  }
}
