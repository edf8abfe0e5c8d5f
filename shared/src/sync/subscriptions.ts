// Outside calendars the person subscribes to (docs/product.md section 10): a read-only list in the query
// cache (['subscriptions'], with each one's last good copy of events), refetched when the page gets the
// focus and every few minutes (the api refreshes them every 30 min), and the settings' writes: add,
// rename/recolour/hide, remove, refresh now. Each write puts the server's answer into the cache.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  Subscription,
  SubscriptionErrorCode,
  SubscriptionInput,
  SubscriptionUpdate,
} from '../model';
import { request } from './http';
import { failureOf, signedOut, type Failure, type Outcome } from './outcome';
import { currentSession, queryClient } from './queryClient';

export const SUBSCRIPTIONS_KEY = ['subscriptions'] as const;
/** How often an open page reads the list again (the api itself reads the calendars every 30 min). */
export const SUBSCRIPTIONS_POLL_MS = 5 * 60_000;

/** A refused add says why the address could not be read (the settings translate `reason`). */
export type SubscriptionFailure = Failure & {
  reason: SubscriptionErrorCode | null;
  /** The other server's status when `reason` is 'http'. */
  upstreamStatus: number | null;
};

function failureWithReason(error: Parameters<typeof failureOf>[0]): SubscriptionFailure {
  const data = (error.data ?? {}) as { reason?: unknown; status?: unknown };
  return {
    ...failureOf(error),
    reason: typeof data.reason === 'string' ? (data.reason as SubscriptionErrorCode) : null,
    upstreamStatus: typeof data.status === 'number' ? data.status : null,
  };
}

async function readAll(): Promise<Subscription[]> {
  const result = await request(
    'GET',
    '/calendar/subscriptions',
    undefined,
    (m) => m.subscriptionListSchema,
  );
  // A failed read is a query error: the last list stays on screen and the next poll tries again.
  if (!result.success) throw failureOf(result);
  return result.data;
}

const NONE: readonly Subscription[] = [];

export interface SubscriptionsView {
  value: readonly Subscription[];
  /** The first answer has come (or failed). */
  settled: boolean;
  error: Failure | null;
}

/**
 * The person's outside calendars, as the calendar and the settings show them. `enabled: false` observes
 * without reading: the calendar reads them only once it is on screen (its first paint never waits for
 * axios, zod or the network, docs/data-layer.md).
 */
export function useSubscriptions({
  enabled = true,
}: { enabled?: boolean } = {}): SubscriptionsView {
  const query = useQuery({
    queryKey: SUBSCRIPTIONS_KEY,
    queryFn: readAll,
    enabled,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    refetchInterval: SUBSCRIPTIONS_POLL_MS,
  });
  return {
    value: query.data ?? NONE,
    settled: query.isFetched,
    error: query.error ? (query.error as unknown as Failure) : null,
  };
}

function putInCache(client: QueryClient, saved: Subscription): void {
  client.setQueryData<Subscription[]>(SUBSCRIPTIONS_KEY, (list = []) =>
    list.some((s) => s.id === saved.id)
      ? list.map((s) => (s.id === saved.id ? saved : s))
      : [...list, saved],
  );
}

async function write(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  client: QueryClient,
): Promise<Outcome<Subscription>> {
  const session = currentSession();
  const result = await request(method, path, body, (m) => m.subscriptionSchema);
  if (!result.success) return failureWithReason(result);
  if (session !== currentSession()) return signedOut();
  putInCache(client, result.data);
  return { ok: true, data: result.data };
}

const path = (id: string) => `/calendar/subscriptions/${encodeURIComponent(id)}`;

export const subscriptions = {
  /** Subscribes: the api reads the calendar at once; an address it cannot read is refused with `reason`. */
  add: (input: SubscriptionInput, client: QueryClient = queryClient) =>
    write('POST', '/calendar/subscriptions', input, client) as Promise<
      Outcome<Subscription> | SubscriptionFailure
    >,
  update: (id: string, change: SubscriptionUpdate, client: QueryClient = queryClient) =>
    write('PUT', path(id), change, client),
  /** Reads it again now: the answer carries its new copy, or its last good one and why this read failed. */
  refresh: (id: string, client: QueryClient = queryClient) =>
    write('POST', `${path(id)}/refresh`, undefined, client),
  async remove(id: string, client: QueryClient = queryClient): Promise<Outcome<{ id: string }>> {
    const session = currentSession();
    const result = await request('DELETE', path(id), undefined, (m) => m.subscriptionRemovedSchema);
    if (!result.success) return failureOf(result);
    if (session !== currentSession()) return signedOut();
    client.setQueryData<Subscription[]>(SUBSCRIPTIONS_KEY, (list = []) =>
      list.filter((s) => s.id !== id),
    );
    return { ok: true, data: result.data };
  },
};
