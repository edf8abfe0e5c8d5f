// The api client: one axios instance (base address + prefix, JSON, app-secret, bearer) and a never-throwing request().
import axios, { type AxiosInstance } from 'axios';
import type { z } from 'zod';
import { apiBaseUrl, getSyncConfig, onSyncConfigured, type SyncConfig } from './config';
import { handleBackendError, InvalidResponseError, serverFailure, type ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiResult<T> = { success: true; data: T } | ApiError;

/** A slow server must not leave the UI waiting forever; the call then counts as unreachable. */
export const REQUEST_TIMEOUT_MS = 20_000;

export function createHttpClient(config: SyncConfig): AxiosInstance {
  const instance = axios.create({
    baseURL: apiBaseUrl(config),
    timeout: config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', 'app-secret': config.appSecret },
  });
  instance.interceptors.request.use(async (request) => {
    // Asked at each call: Firebase refreshes the ID token hourly, and a sign-out must stop it.
    const token = await config.getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    else request.headers.delete('Authorization');
    return request;
  });
  return instance;
}

let client: AxiosInstance | null = null;
onSyncConfigured((config) => {
  client = createHttpClient(config);
});

export function getHttpClient(): AxiosInstance {
  if (!client) {
    const config = getSyncConfig();
    if (!config) throw new Error('configureSync() must be called before any backend call');
    client = createHttpClient(config);
  }
  return client;
}

function isEnvelope(body: unknown): body is { success: boolean; data?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { success?: unknown }).success === 'boolean'
  );
}

/**
 * Calls the api and never throws. Success: the envelope's `data` parsed with `schema`. Failure:
 * the code and message of the shared handler (errors.ts), which also sets the global message.
 * A body-less call still sends `Content-Type: application/json` (SPEC.md section 7: every request).
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<ApiResult<T>> {
  try {
    // null (not undefined) keeps the browser adapter from dropping the content type; no body is sent.
    const response = await getHttpClient().request<unknown>({
      method,
      url: path,
      data: body === undefined ? null : body,
    });
    const envelope = response.data;
    if (!isEnvelope(envelope)) {
      throw new InvalidResponseError(
        `${method} ${path}: the response is not an api envelope`,
        response.status,
      );
    }
    if (!envelope.success) return serverFailure(response.status, envelope);
    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) {
      throw new InvalidResponseError(
        `${method} ${path}: unexpected data: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
          .join('; ')}`,
        response.status,
      );
    }
    return { success: true, data: parsed.data };
  } catch (error) {
    return handleBackendError(error);
  }
}
