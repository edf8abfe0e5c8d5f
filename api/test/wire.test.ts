// Errors and hygiene on the wire: envelope for framework errors (400, 404, 413, 500), security headers,
// CORS, /testconnect off in production, /health, and logs without tokens, secrets or stack traces.
import { Writable } from 'node:stream';
import type { Db } from '../src/db/db';
import type { TestApp, User } from './helpers';
import { SECRET, signUp, startApp, taskBody } from './helpers';

let t: TestApp;
let alice: User;

beforeAll(async () => {
  t = await startApp();
  alice = await signUp();
});
afterAll(async () => t.close());

describe('framework errors use the envelope', () => {
  it('unknown routes answer 404 not-found', async () => {
    for (const url of ['/nope', '/connect/nope', '/connect/task/unknown', '/testconnect/task']) {
      const res = await t.call('GET', url, { user: alice });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'not-found', message: expect.any(String) });
    }
  });

  it('malformed JSON is 400 validation-error and stores nothing', async () => {
    const user = await signUp();
    const res = await t.call('POST', '/connect/task/create', {
      user,
      body: '{"task": {"title": "x",',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'validation-error' });
    expect(res.body.message).toMatch(/JSON/);
    expect((await t.call('GET', '/connect/task/task', { user })).body.data).toEqual([]);
  });

  it('a non-JSON content type is 400 validation-error', async () => {
    const res = await t.call('POST', '/connect/task/create', {
      user: alice,
      headers: { 'content-type': 'text/plain' },
      body: undefined,
    });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/connect/task/create',
      headers: {
        'app-secret': SECRET,
        authorization: `Bearer ${alice.token}`,
        'content-type': 'text/plain',
      },
      payload: 'hello',
    });
    expect(res.status).toBe(400);
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ success: false, error: 'validation-error' });
  });

  it('a body over the limit is 413 payload-too-large', async () => {
    const res = await t.call('POST', '/connect/task/create', {
      user: alice,
      body: { task: taskBody({ description: 'x'.repeat(300 * 1024) }) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      error: 'payload-too-large',
      message: expect.any(String),
    });
  });

  it('an unexpected failure is 500 error-occurred with a generic message (no stack, no detail)', async () => {
    const broken: Db = {
      kind: 'pglite',
      query: async () => {
        throw new Error('connection to secret-host:5432 refused');
      },
      transaction: async () => {
        throw new Error('connection to secret-host:5432 refused');
      },
      exec: async () => undefined,
      close: async () => undefined,
    };
    const b = await startApp({}, { db: broken });
    try {
      const res = await b.call('GET', '/connect/task/task', { user: alice });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        success: false,
        error: 'error-occurred',
        message: 'An error occurred',
      });
      expect(res.raw.body).not.toMatch(/secret-host|at \w+ \(|\.ts:/);
      const health = await b.call('GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ success: false, error: 'error-occurred' });
    } finally {
      await b.close();
    }
  });
});

describe('headers', () => {
  it('sets security headers', async () => {
    const res = await t.call('GET', '/connect/task/task', { user: alice });
    expect(res.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(res.raw.headers['strict-transport-security']).toBeDefined();
    expect(res.raw.headers['x-frame-options']).toBeDefined();
    expect(res.raw.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS only from the configured origins', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/connect/task/task',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,app-secret,content-type',
        },
      });
    const ok = await preflight('http://localhost:3000');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(ok.headers['access-control-allow-headers'])).toContain('app-secret');
    expect((await preflight('http://127.0.0.1:3005')).headers['access-control-allow-origin']).toBe(
      'http://127.0.0.1:3005',
    );
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();

    const custom = await startApp({ corsOrigins: ['https://planner.example'] });
    try {
      const res = await custom.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'https://planner.example' },
      });
      expect(res.headers['access-control-allow-origin']).toBe('https://planner.example');
      const local = await custom.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(local.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await custom.close();
    }
  });
});

describe('production and health', () => {
  it('serves /connect but not /testconnect in production', async () => {
    const p = await startApp({ production: true });
    try {
      expect((await p.call('GET', '/connect/task/task', { user: alice })).status).toBe(200);
      const dev = await p.call('GET', '/testconnect/task/task', { user: alice });
      expect(dev.status).toBe(404);
      expect(dev.body.error).toBe('not-found');
    } finally {
      await p.close();
    }
  });

  it('GET /health answers ok when the database is reachable', async () => {
    const res = await t.call('GET', '/health', { secret: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', database: t.db.kind } });
  });
});

describe('logs', () => {
  it('never contain the token, the app-secret or a stack trace', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const l = await startApp({ logLevel: 'trace' }, { logger: { stream } });
    const failing: Db = {
      kind: 'pglite',
      query: async () => {
        throw new Error('disk on fire');
      },
      transaction: async () => {
        throw new Error('disk on fire');
      },
      exec: async () => undefined,
      close: async () => undefined,
    };
    const f = await startApp({ logLevel: 'trace' }, { logger: { stream }, db: failing });
    try {
      await l.call('GET', '/connect/task/task', { user: alice });
      await l.call('GET', '/connect/task/task', { token: 'garbage-token-value' });
      await l.call('POST', '/connect/task/create', { user: alice, body: '{bad json' });
      expect((await f.call('GET', '/connect/task/task', { user: alice })).status).toBe(500);
    } finally {
      await l.close();
      await f.close();
    }
    const log = lines.join('');
    expect(log).toContain('/connect/task/task');
    // The 500 is logged (with its reason) so operators can act on it...
    expect(log).toContain('disk on fire');
    expect(log).not.toContain(alice.token);
    expect(log).not.toContain('garbage-token-value');
    expect(log).not.toContain(SECRET);
    // ...but never with a stack trace.
    expect(log).not.toMatch(/"stack"|\n\s+at /);
  });
});
