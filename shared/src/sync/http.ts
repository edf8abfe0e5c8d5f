// The api client: one axios instance (base address + prefix, JSON, app-secret, bearer) and a never-throwing
// request(). axios loads with the first call: a screen's first paint does not wait for it.
import type { AxiosInstance } from 'axios';
import { nextTask } from '../mainThread';
import { IDEMPOTENCY_KEY_HEADER } from '../model/constants';
import { apiBaseUrl, getSyncConfig, onSyncConfigured, type SyncConfig } from './config';
import { handleBackendError, InvalidResponseError, serverFailure, type ApiError } from './errors';
import { resolveSchema, type SchemaSource } from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A success carries the envelope's `data`, and in `meta` the envelope's other fields when it has some
 * (a list read's `revision`, an incremental read's `since` and `removed`).
 */
export type ApiResult<T> = { success: true; data: T; meta?: Record<string, unknown> } | ApiError;

export interface RequestOptions {
  /** Sent as the Idempotency-Key header: the api answers a repeat of this key with its first answer. */
  idempotencyKey?: string;
}

/** A slow server must not leave the UI waiting forever; the call then counts as unreachable. */
export const REQUEST_TIMEOUT_MS = 20_000;

export async function createHttpClient(config: SyncConfig): Promise<AxiosInstance> {
  const { default: axios } = await import('axios');
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

let client: Promise<AxiosInstance> | null = null;
// A new configuration gets a new client, made (and axios loaded) by the next call.
onSyncConfigured(() => {
  client = null;
});

/** The client for `config`; a failed download of axios is tried again by the next call. */
function httpClientFor(config: SyncConfig): Promise<AxiosInstance> {
  const created = createHttpClient(config);
  created.catch(() => {
    if (client === created) client = null;
  });
  return created;
}

function httpClient(): Promise<AxiosInstance> {
  if (!client) {
    const config = getSyncConfig();
    if (!config)
      return Promise.reject(new Error('configureSync() must be called before any backend call'));
    client = httpClientFor(config);
  }
  return client;
}

/** Sends one call: through the configured transport, else axios. A failed status rejects (axios' rule). */
async function send(
  method: HttpMethod,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; data: unknown }> {
  const transport = getSyncConfig()?.transport;
  if (transport) {
    const answer = await transport({ method, path, body, headers });
    if (answer.status >= 400) {
      throw Object.assign(new Error(`${method} ${path}: ${answer.status}`), {
        isAxiosError: true,
        response: answer,
      });
    }
    return answer;
  }
  const client = await httpClient();
  // One call sent per task: a request through axios costs 3-8 ms of main thread (its config, headers, the
  // XHR's send), and the six reads after sign-in, sent together, were one task of 20-30 ms (issue #20).
  await nextTask();
  // null (not undefined) keeps the browser adapter from dropping the content type; no body is sent.
  return client.request<unknown>({
    method,
    url: path,
    data: body === undefined ? null : body,
    headers,
  });
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
 * A body-less call still sends `Content-Type: application/json` (docs/product.md section 7: every request).
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  schema: SchemaSource<T>,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = options.idempotencyKey
    ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey }
    : {};
  try {
    const response = await send(method, path, body, headers);
    const envelope = response.data;
    if (!isEnvelope(envelope)) {
      throw new InvalidResponseError(
        `${method} ${path}: the response is not an api envelope`,
        response.status,
      );
    }
    if (!envelope.success) return serverFailure(response.status, envelope);
    const parsed = (await resolveSchema(schema)).safeParse(envelope.data);
    if (!parsed.success) {
      throw new InvalidResponseError(
        `${method} ${path}: unexpected data: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
          .join('; ')}`,
        response.status,
      );
    }
    const { success: _success, data: _data, ...meta } = envelope as Record<string, unknown>;
    return Object.keys(meta).length > 0
      ? { success: true, data: parsed.data, meta }
      : { success: true, data: parsed.data };
  } catch (error) {
    return handleBackendError(error);
  }
}
