// What every write (and every read) gives its caller: the stored data, or its own failure as a value.
// The caller shows `messageKey` (common namespace); it never reads its failure from the page's global message.
import type { ApiError, ErrorKind } from './errors';

export interface Failure {
  ok: false;
  /** The server's code (docs/product.md section 8: 'conflict', 'validation-error'...) or 'error-occurred'. */
  error: string;
  kind: ErrorKind;
  /** The HTTP status when the server answered, else null. */
  status: number | null;
  /** The message of docs/product.md section 8 (its literal French text, as the api or the handler gave it). */
  message: string;
  /** The translation key (common namespace) of the text to show for this failure. */
  messageKey: string;
}

export type Outcome<T> = { ok: true; data: T } | Failure;

/**
 * The shared handler's kinds map to common:errors.server / unreachable / unknown. Three server codes
 * get a more useful text: a refused input ('validation-error') gets the general "check your data"
 * message, an edit that lost a race ('conflict') says the newer version is now shown, and a full
 * account says so ('limit-reached').
 */
export function failureKey(failure: { kind: ErrorKind; error: string }): string {
  if (failure.kind === 'server') {
    if (failure.error === 'conflict') return 'common:errors.conflict';
    if (failure.error === 'limit-reached') return 'common:errors.limitReached';
    if (failure.error === 'validation-error') return 'common:errors.general';
  }
  return `common:errors.${failure.kind}`;
}

/** The caller's failure for a failed api call. */
export function failureOf(error: ApiError): Failure {
  return {
    ok: false,
    error: error.error,
    kind: error.kind,
    status: error.status,
    message: error.message,
    messageKey: failureKey(error),
  };
}

/** A failure that happened in the browser (no server answer): an invalid local item, a missing route. */
export function localFailure(message: string): Failure {
  return {
    ok: false,
    error: 'error-occurred',
    kind: 'unknown',
    status: null,
    message,
    messageKey: 'common:errors.unknown',
  };
}

/** The answer of a call the user's sign-out overtook: it changed nothing on this page. */
export function signedOut(): Failure {
  return {
    ok: false,
    error: 'signed-out',
    kind: 'unknown',
    status: null,
    message: 'The session ended before the answer arrived.',
    messageKey: 'common:errors.unknown',
  };
}
