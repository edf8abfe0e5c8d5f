// The page's one QueryClient: the shell and every remote read and write the same cache (the shell
// provides this module and @tanstack/react-query as Module Federation singletons).
import { QueryClient, isCancelledError } from '@tanstack/react-query';
import { signedOut, type Failure, type Outcome } from './outcome';

/**
 * What a query holds: what to show, and where it came from (docs/product.md section 4, sync rule).
 * `settled` is false while the value is only the local copy restored at start (the server has not
 * answered yet); `fromCache` is true when the server's read failed and the local copy is served.
 */
export interface Synced<T> {
  value: T;
  settled: boolean;
  fromCache: boolean;
  /** The failure of the last read (its code and translation key), when it failed. */
  error: Failure | null;
}

/**
 * Lists and records never go stale on their own: the shell loads them all when a user signs in
 * (and the notifications poll theirs), writes replace what they changed, and a failed read is an
 * answer (the local copy), not an error to retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient: QueryClient = createQueryClient();

/**
 * Bumped at sign-out: a call answered after it belongs to the previous user and writes nothing
 * (neither the cache nor the local database).
 */
let session = 0;

export function currentSession(): number {
  return session;
}

export function endSession(): void {
  session += 1;
}

/**
 * Runs a read (a sign-in, a poll) and answers its outcome. A sign-out meanwhile cancels the read: that
 * is not a failure of the server, and the caller gets an outcome, never a thrown CancelledError.
 */
export async function loadSynced<T>(read: () => Promise<Synced<T>>): Promise<Outcome<T>> {
  const session = currentSession();
  try {
    const synced = await read();
    if (session !== currentSession()) return signedOut();
    return synced.error ?? { ok: true, data: synced.value };
  } catch (error) {
    if (isCancelledError(error)) return signedOut();
    throw error;
  }
}
