// Which SPEC 8 message explains the last failed backend call: a translation key for the failure the user just met.
import { getLastError, type LastError } from '@planner/shared/sync';

/**
 * The shared handler's kinds map to common:errors.server / unreachable / unknown. Two server codes
 * get a more useful text: a refused input ('validation-error', e.g. a deadline gone past meanwhile)
 * gets SPEC's general "check your data" message, and an edit that lost a race ('conflict') says
 * the newer version is now shown.
 */
export function failureKey(error: LastError | null): string {
  if (!error) return 'common:errors.general';
  if (error.kind === 'server' && error.code === 'conflict') return 'tasks:errors.conflict';
  if (error.kind === 'server' && error.code === 'validation-error') return 'common:errors.general';
  return `common:errors.${error.kind}`;
}

export function lastFailureKey(): string {
  return failureKey(getLastError());
}
