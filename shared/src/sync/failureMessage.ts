// Which docs/product.md section 8 message explains a failed backend call: a translation key (common namespace) every remote shows.
import { getLastError, type LastError } from './errors';

/**
 * The shared handler's kinds map to common:errors.server / unreachable / unknown. Two server codes
 * get a more useful text: a refused input ('validation-error', e.g. a deadline gone past meanwhile)
 * gets the product's general "check your data" message, and an edit that lost a race ('conflict') says
 * the newer version is now shown.
 */
export function failureKey(error: LastError | null): string {
  if (!error) return 'common:errors.general';
  if (error.kind === 'server' && error.code === 'conflict') return 'common:errors.conflict';
  if (error.kind === 'server' && error.code === 'limit-reached')
    return 'common:errors.limitReached';
  if (error.kind === 'server' && error.code === 'validation-error') return 'common:errors.general';
  return `common:errors.${error.kind}`;
}

/** The key for the failure the user just met (the global message set by the last failed call). */
export function lastFailureKey(): string {
  return failureKey(getLastError());
}
