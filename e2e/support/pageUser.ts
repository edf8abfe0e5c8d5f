// The page's signed-in user, seen from a test: what Firebase persisted in the browser (uid, ID token) and
// calls to the api made as that user (the suite is built for production: prefix /connect).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, APP_SECRET } from '../env';
import { readPersistedUser, type PersistedUser } from '../../scripts/lib/persistedUser.mjs';

/** What Firebase persisted in this browser, or null. */
function persistedUser(page: Page): Promise<PersistedUser | null> {
  return page.evaluate(readPersistedUser);
}

/** The uid Firebase persisted in this browser, or null. */
export async function persistedUid(page: Page): Promise<string | null> {
  return (await persistedUser(page))?.uid ?? null;
}

/** The signed-in user's Firebase ID token; fails the test when nobody is signed in. */
export async function idToken(page: Page): Promise<string> {
  const token = (await persistedUser(page))?.stsTokenManager?.accessToken;
  if (!token) throw new Error('no signed-in user in this browser');
  return token;
}

/** The headers of an api call as the user with this token. */
export const apiHeaders = (token: string) => ({
  'content-type': 'application/json',
  'app-secret': APP_SECRET,
  authorization: `Bearer ${token}`,
});

export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
}

/** Calls the api as the page's user; resolves with the response's envelope. */
export async function api<T = unknown>(
  request: APIRequestContext,
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<Envelope<T>> {
  const response = await request.fetch(`${API_URL}/connect${path}`, {
    method,
    headers: apiHeaders(await idToken(page)),
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  return (await response.json()) as Envelope<T>;
}

/** Like api(), for a call that must succeed: resolves with its data. */
export async function apiData<T>(
  request: APIRequestContext,
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const body = await api<T>(request, page, method, path, data);
  expect(body.success).toBe(true);
  return body.data as T;
}
