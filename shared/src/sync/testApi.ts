// Test helper: a real HTTP server on a free port that plays the api (CORS, envelopes) and records every request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deferred } from '../testing/deferred';
import { configureSync, type SyncConfig } from './config';

export interface RecordedRequest {
  method: string;
  /** The path with its prefix, e.g. /testconnect/task/task. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The query string without '?' ('' when none), e.g. since=12. */
  query: string;
  /** The parsed JSON body, or null when none was sent. */
  body: unknown;
}

export interface Reply {
  status?: number;
  /** Sent as JSON unless it is a string (sent as is, e.g. an HTML error page). */
  body: unknown;
  /** Delays the answer (to test calls still in flight). */
  delayMs?: number;
}

export type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

export interface TestApi {
  url: string;
  requests: RecordedRequest[];
  /** Answers `METHOD /path` (path without the prefix, e.g. 'GET /task/task'). */
  on(route: string, handler: Handler | Reply): void;
  reset(): void;
  close(): Promise<void>;
}

export const ok = (data: unknown, status = 200): Reply => ({
  status,
  body: { success: true, data },
});
export const fail = (status: number, error: string, message: string, data?: unknown): Reply => ({
  status,
  body: { success: false, error, message, ...(data === undefined ? {} : { data }) },
});

/**
 * A reply the test lets go of itself: the request is recorded at once and its answer waits for
 * `release()`. A call is then still in flight for as long as the test needs, however slow the machine
 * (a `delayMs` ran out on a loaded one before the test had looked).
 */
export function heldReply(reply: Reply): { handler: Handler; release: () => void } {
  const gate = deferred();
  return {
    handler: async () => {
      await gate.promise;
      return reply;
    },
    release: () => gate.resolve(),
  };
}

export async function startTestApi(): Promise<TestApi> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader(
          'Access-Control-Allow-Headers',
          'content-type, app-secret, authorization, idempotency-key',
        );
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        if (req.method === 'OPTIONS') {
          res.statusCode = 204;
          res.end();
          return;
        }
        const text = Buffer.concat(chunks).toString('utf8');
        const path = (req.url ?? '').split('?')[0] ?? '';
        const recorded: RecordedRequest = {
          method: req.method ?? '',
          path,
          headers: req.headers,
          query: (req.url ?? '').split('?')[1] ?? '',
          body: text ? (JSON.parse(text) as unknown) : null,
        };
        requests.push(recorded);
        const route = `${recorded.method} ${path.replace(/^\/(testconnect|connect)/, '')}`;
        const handler = routes.get(route);
        const reply = handler
          ? await handler(recorded)
          : fail(404, 'not-found', `No test route for ${route}`);
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        res.statusCode = reply.status ?? 200;
        if (typeof reply.body === 'string') {
          res.setHeader('Content-Type', 'text/html');
          res.end(reply.body);
        } else {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(reply.body));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(route, handler) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens (a server was there a moment ago). */
export async function unreachableUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/**
 * The test api for a whole test file, with the sync client pointed at it: started before all tests, reset
 * and configured before each (the file's own beforeEach runs after), closed after all. `config` overrides
 * the client's defaults (app secret 's', development mode, token 't').
 */
export function setupTestApi(config: Partial<Omit<SyncConfig, 'baseUrl'>> = {}): TestApi {
  let api: TestApi | null = null;
  const started = (): TestApi => {
    if (!api) throw new Error('the test api starts in beforeAll');
    return api;
  };
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => started().close());
  beforeEach(() => {
    started().reset();
    configureSync({
      baseUrl: started().url,
      appSecret: 's',
      mode: 'development',
      getToken: async () => 't',
      ...config,
    });
  });
  return {
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
    on: (route, handler) => started().on(route, handler),
    reset: () => started().reset(),
    close: () => started().close(),
  };
}
