import { AxiosError } from 'axios';
import * as z from 'zod/mini';
import { configureSync } from './config';
import {
  clearLastError,
  getLastError,
  handleBackendError,
  lastError$,
  type LastError,
} from './errors';
import { request } from './http';
import { fail, unreachableUrl, setupTestApi } from './testApi';

const api = setupTestApi({ getToken: async () => null });
const anything = z.unknown();

beforeEach(() => {
  clearLastError();
});

describe('the shared backend error handler (docs/product.md section 8)', () => {
  it("takes the code and message from an HTTP error's response", async () => {
    api.on('GET /task/task', fail(404, 'not-found', 'Task not found'));
    const result = await request('GET', '/task/task', undefined, anything);
    expect(result).toEqual({
      success: false,
      error: 'not-found',
      message: 'Task not found',
      kind: 'server',
      status: 404,
    });
    expect(getLastError()).toMatchObject({
      kind: 'server',
      code: 'not-found',
      message: 'Task not found',
      status: 404,
    });
  });

  it("falls back to 'error-occurred' and 'Erreur serveur.' when the response has neither field", async () => {
    api.on('GET /task/task', { status: 502, body: '<html>Bad gateway</html>' });
    expect(await request('GET', '/task/task', undefined, anything)).toMatchObject({
      success: false,
      error: 'error-occurred',
      message: 'Erreur serveur.',
      kind: 'server',
      status: 502,
    });
    expect(getLastError()?.message).toBe('Erreur serveur.');
  });

  it('uses each field that is present on its own', async () => {
    api.on('GET /a', { status: 400, body: { success: false, error: 'validation-error' } });
    api.on('GET /b', { status: 500, body: { success: false, message: 'Database down' } });
    expect(await request('GET', '/a', undefined, anything)).toMatchObject({
      error: 'validation-error',
      message: 'Erreur serveur.',
    });
    expect(await request('GET', '/b', undefined, anything)).toMatchObject({
      error: 'error-occurred',
      message: 'Database down',
    });
  });

  it("says 'Impossible de contacter le serveur.' when there is no response", async () => {
    // jsdom reports the refused connection on the console; that is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    configureSync({
      baseUrl: await unreachableUrl(),
      appSecret: 's',
      mode: 'development',
      getToken: async () => null,
      // jsdom leaves the request's timeout timer running after a network error: keep it short.
      timeoutMs: 200,
    });
    expect(await request('GET', '/task/task', undefined, anything)).toEqual({
      success: false,
      error: 'error-occurred',
      message: 'Impossible de contacter le serveur.',
      kind: 'unreachable',
      status: null,
    });
    expect(getLastError()).toMatchObject({
      kind: 'unreachable',
      message: 'Impossible de contacter le serveur.',
    });
  });

  it("says 'Une erreur inconnue est survenue.' when the failure is not an HTTP error", () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(handleBackendError(new TypeError('x is undefined'))).toEqual({
      success: false,
      error: 'error-occurred',
      message: 'Une erreur inconnue est survenue.',
      kind: 'unknown',
      status: null,
    });
    expect(handleBackendError('a thrown string')).toMatchObject({ kind: 'unknown' });
    expect(getLastError()?.message).toBe('Une erreur inconnue est survenue.');
  });

  it('treats an axios error without a response as unreachable', () => {
    const error = new AxiosError('timeout of 20000ms exceeded', 'ECONNABORTED');
    expect(handleBackendError(error)).toMatchObject({
      error: 'error-occurred',
      message: 'Impossible de contacter le serveur.',
      kind: 'unreachable',
    });
  });

  it('publishes each failure on lastError$ and clears it', async () => {
    const seen: (LastError | null)[] = [];
    const sub = lastError$.subscribe((e) => seen.push(e));
    api.on('GET /x', fail(403, 'forbidden', 'Bad app secret'));
    await request('GET', '/x', undefined, anything);
    clearLastError();
    sub.unsubscribe();
    expect(seen.map((e) => e?.code ?? null)).toEqual([null, 'forbidden', null]);
    expect(getLastError()).toBeNull();
  });
});
