import * as z from 'zod/mini';
import { configureSync } from './config';
import { getLastError } from './errors';
import { request } from './http';
import { fail, ok, setupTestApi } from './testApi';

const api = setupTestApi({ appSecret: 'the-app-secret', getToken: async () => token });
let token: string | null = null;

beforeEach(() => {
  token = null;
});

const itemSchema = z.object({ id: z.string(), n: z.number() });

describe('the api client', () => {
  it('uses /testconnect in development and /connect in production', async () => {
    api.on('GET /ping', ok({ id: 'p', n: 1 }));
    await request('GET', '/ping', undefined, itemSchema);
    configureSync({
      baseUrl: `${api.url}/`,
      appSecret: 's',
      mode: 'production',
      getToken: async () => null,
    });
    await request('GET', '/ping', undefined, itemSchema);
    expect(api.requests.map((r) => r.path)).toEqual(['/testconnect/ping', '/connect/ping']);
  });

  it('sends the JSON content type and the app secret on every request, the body as JSON', async () => {
    api.on('GET /item', ok({ id: 'a', n: 1 }));
    api.on('POST /item', ok({ id: 'b', n: 2 }, 201));
    api.on('DELETE /item', ok({ id: 'c', n: 3 }));
    await request('GET', '/item', undefined, itemSchema);
    await request('POST', '/item', { item: { n: 2 } }, itemSchema);
    await request('DELETE', '/item', undefined, itemSchema);
    for (const r of api.requests) {
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['app-secret']).toBe('the-app-secret');
    }
    expect(api.requests.map((r) => r.body)).toEqual([null, { item: { n: 2 } }, null]);
  });

  it('adds the bearer token only while someone is signed in', async () => {
    api.on('GET /item', ok({ id: 'a', n: 1 }));
    await request('GET', '/item', undefined, itemSchema);
    token = 'id-token-1';
    await request('GET', '/item', undefined, itemSchema);
    token = null;
    await request('GET', '/item', undefined, itemSchema);
    expect(api.requests.map((r) => r.headers.authorization)).toEqual([
      undefined,
      'Bearer id-token-1',
      undefined,
    ]);
  });

  it("gives the envelope's data, parsed with the schema", async () => {
    api.on('GET /item', ok({ id: 'a', n: 1, extra: 'dropped by the schema' }));
    await expect(request('GET', '/item', undefined, itemSchema)).resolves.toEqual({
      success: true,
      data: { id: 'a', n: 1 },
    });
  });

  it('turns data of the wrong shape into a failure instead of passing it on', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET /item', ok({ id: 'a', n: 'one' }));
    await expect(request('GET', '/item', undefined, itemSchema)).resolves.toMatchObject({
      success: false,
      error: 'error-occurred',
      message: 'Une erreur inconnue est survenue.',
      kind: 'unknown',
    });
  });

  it('never throws, even when the token source fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    configureSync({
      baseUrl: api.url,
      appSecret: 's',
      mode: 'development',
      getToken: () => Promise.reject(new Error('token refresh failed')),
    });
    await expect(request('GET', '/item', undefined, itemSchema)).resolves.toMatchObject({
      success: false,
      kind: 'unknown',
    });
    expect(api.requests).toHaveLength(0);
  });

  it('passes the failure of a 2xx envelope with success false', async () => {
    api.on('GET /item', {
      status: 200,
      body: { success: false, error: 'rate-limited', message: 'Slow down' },
    });
    await expect(request('GET', '/item', undefined, itemSchema)).resolves.toMatchObject({
      success: false,
      error: 'rate-limited',
      message: 'Slow down',
      kind: 'server',
      status: 200,
    });
    expect(getLastError()?.message).toBe('Slow down');
  });

  it('keeps the data of a failure response (the server entity of a conflict)', async () => {
    api.on('PUT /item', fail(409, 'conflict', 'Changed elsewhere', { id: 'a', n: 9 }));
    await expect(request('PUT', '/item', { item: {} }, itemSchema)).resolves.toEqual({
      success: false,
      error: 'conflict',
      message: 'Changed elsewhere',
      kind: 'server',
      status: 409,
      data: { id: 'a', n: 9 },
    });
  });
});

describe('before configureSync', () => {
  it('fails as an unknown error instead of throwing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./http');
      await expect(fresh.request('GET', '/x', undefined, itemSchema)).resolves.toMatchObject({
        success: false,
        error: 'error-occurred',
        kind: 'unknown',
      });
    });
  });
});
