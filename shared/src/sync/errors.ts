// The shared backend error handler of docs/product.md section 8: the failure's code, and the global last-error message.
import { BehaviorSubject } from 'rxjs';
import { logger } from '../logger';

/** The literal texts of docs/product.md section 8 (the UI shows common:errors.<kind> instead). */
export const DEFAULT_ERROR_CODE = 'error-occurred';
export const SERVER_ERROR_MESSAGE = 'Erreur serveur.';
export const UNREACHABLE_MESSAGE = 'Impossible de contacter le serveur.';
export const UNKNOWN_ERROR_MESSAGE = 'Une erreur inconnue est survenue.';

/**
 * 'server': the server answered with an error; 'unreachable': no answer at all; 'unknown': the
 * failure is not an HTTP error (a bad response shape, a failing token source, a bug).
 * The UI translates these as common:errors.server / errors.unreachable / errors.unknown.
 */
export type ErrorKind = 'server' | 'unreachable' | 'unknown';

/** What a failed call gives its caller. */
export interface ApiError {
  success: false;
  /** The response's `error` field, or 'error-occurred'. */
  error: string;
  /** The global message set for this failure (see lastError$). */
  message: string;
  kind: ErrorKind;
  /** The HTTP status when the server answered, else null. */
  status: number | null;
  /** The response's `data` field, when the server sent one (a 409 carries the server's entity). */
  data?: unknown;
}

export interface LastError {
  kind: ErrorKind;
  code: string;
  message: string;
  status: number | null;
  /** When it happened (epoch ms): lets the UI show the same text again for a new failure. */
  at: number;
}

/** Raised for a response the client cannot use (wrong shape): a non-HTTP failure. */
export class InvalidResponseError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'InvalidResponseError';
  }
}

/**
 * The global error message: the last failure of any backend call, until cleared. Only this
 * module sets it; read it with getLastError(), subscribe, or useSubjectValue(lastError$).
 */
export const lastError$ = new BehaviorSubject<LastError | null>(null);
const lastErrorSubject = lastError$;

export function getLastError(): LastError | null {
  return lastErrorSubject.getValue();
}

export function clearLastError(): void {
  if (lastErrorSubject.getValue() !== null) lastErrorSubject.next(null);
}

function textField(body: unknown, field: 'error' | 'message'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function dataField(body: unknown): { data?: unknown } {
  if (typeof body !== 'object' || body === null || !('data' in body)) return {};
  return { data: (body as { data: unknown }).data };
}

function publish(failure: ApiError): ApiError {
  lastErrorSubject.next({
    kind: failure.kind,
    code: failure.error,
    message: failure.message,
    status: failure.status,
    at: Date.now(),
  });
  return failure;
}

/** A response the server sent as a failure (an HTTP error status, or a 2xx with success false). */
export function serverFailure(status: number, body: unknown): ApiError {
  return publish({
    success: false,
    error: textField(body, 'error') ?? DEFAULT_ERROR_CODE,
    message: textField(body, 'message') ?? SERVER_ERROR_MESSAGE,
    kind: 'server',
    status,
    ...dataField(body),
  });
}

/** An axios error (axios' own test, without loading axios for it): with a response, or unanswered. */
function isHttpError(error: unknown): error is { response?: { status: number; data: unknown } } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/**
 * Turns anything a backend call threw into the caller's failure and sets the global message:
 * - an HTTP error with a response: code = its `error` field or 'error-occurred', message = its
 *   `message` field or 'Erreur serveur.';
 * - an HTTP error without a response: 'error-occurred', 'Impossible de contacter le serveur.';
 * - anything else: 'error-occurred', 'Une erreur inconnue est survenue.'.
 */
export function handleBackendError(error: unknown): ApiError {
  if (isHttpError(error)) {
    if (error.response) return serverFailure(error.response.status, error.response.data);
    return publish({
      success: false,
      error: DEFAULT_ERROR_CODE,
      message: UNREACHABLE_MESSAGE,
      kind: 'unreachable',
      status: null,
    });
  }
  logger.error('Backend call failed outside HTTP:', error);
  return publish({
    success: false,
    error: DEFAULT_ERROR_CODE,
    message: UNKNOWN_ERROR_MESSAGE,
    kind: 'unknown',
    status: error instanceof InvalidResponseError ? error.status : null,
  });
}
