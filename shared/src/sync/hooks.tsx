// React over the query cache: the provider every remote root renders in, and the hooks that read an
// entity (re-rendering when it changes) or write it (with the pending state of the write).
import {
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { readFailures, type StoreLoadError } from './entities';
import type { ListEntity } from './listEntity';
import type { Failure, Outcome } from './outcome';
import { OUTBOX_KEY, outboxState, type OutboxState } from './outbox';
import { queryClient } from './queryClient';
import type { RecordEntity } from './recordEntity';

/** The page's one cache for a React tree (the shell's, each remote's root, a test's render). */
export function DataProvider({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** What a screen shows of an entity and how it got it. */
export interface SyncView<T> {
  value: T;
  /**
   * Something is known of it: the local copy (restored at start) or the server's answer. Before, `value`
   * is empty (or the defaults) for want of anything to show, not because the user has nothing.
   */
  known: boolean;
  /** The server has answered (or failed to) at least once since the page opened. */
  settled: boolean;
  /** The server could not be read: `value` is the local copy. */
  fromCache: boolean;
  /** Why the last read failed. */
  error: Failure | null;
  /** A read is in flight. */
  loading: boolean;
}

const NO_ITEMS: readonly never[] = [];

/**
 * Screens observe; they never start a read themselves. The shell's auth controller reads everything
 * once a user is known (loadAll), after the page's main area has shown: a screen's first paint never
 * waits for axios, zod or the network.
 */
const OBSERVE = { enabled: false } as const;

/**
 * The view of a query's result. `loading` is read from the query only when a screen reads it: the query
 * re-renders a component for the fields it read, and the start and end of every read at start-up
 * re-rendered every screen of the page for a state none of them showed (the calendar's page eight
 * times in its first 250 ms, bench/trace/renders.mjs).
 */
function view<T>(
  query: { data?: Omit<SyncView<T>, 'known' | 'loading'> | undefined; isFetching: boolean },
  value: T,
): SyncView<T> {
  const { data } = query;
  return {
    value,
    known: data !== undefined,
    settled: data?.settled ?? false,
    fromCache: data?.fromCache ?? false,
    error: data?.error ?? null,
    get loading() {
      return query.isFetching;
    },
  };
}

/** A list's items and state, e.g. `useList(tasks).value`. */
export function useList<T extends { id: string }>(
  entity: ListEntity<T, never> | ListEntity<T, unknown>,
): SyncView<readonly T[]> {
  const query = useQuery({ ...(entity as ListEntity<T>).query, ...OBSERVE });
  return view(query, query.data?.value ?? NO_ITEMS);
}

/**
 * A single record (profile, settings): until the first read answers, its defaults with the fields the
 * first paint needs from the last visit (the calendar's hours).
 */
export function useRecord<T, W>(entity: RecordEntity<T, W>): SyncView<T> {
  const query = useQuery({ ...entity.query, ...OBSERVE });
  return view(query, query.data?.value ?? entity.initial());
}

/**
 * A write as a React mutation: `run` resolves with the write's own outcome (never throws), and
 * `pending` is true while it is in flight. `key` names it in the mutation cache, e.g. ['tasks', 'create'].
 */
export function useWrite<A, R>(
  key: readonly string[],
  write: (args: A, client: QueryClient) => Promise<Outcome<R>>,
): { run: (args: A) => Promise<Outcome<R>>; pending: boolean } {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: key,
    mutationFn: (args: A) => write(args, client),
  });
  return { run: mutation.mutateAsync, pending: mutation.isPending };
}

/** The entities whose last read failed (served from their local copy), re-rendering when that changes. */
export function useReadFailures(): StoreLoadError[] {
  const client = useQueryClient();
  const [failures, setFailures] = useState(() => readFailures(client));
  useEffect(() => {
    const sameAs = (a: StoreLoadError[], b: StoreLoadError[]) =>
      a.length === b.length && a.every((f, i) => f.failure === b[i]?.failure);
    return client.getQueryCache().subscribe((event) => {
      // A failure is part of a query's data: only a change of a query's state can change it. Observers
      // come and go, and see new results, far more often than a query changes.
      if (event.type !== 'updated' && event.type !== 'added' && event.type !== 'removed') return;
      const next = readFailures(client);
      setFailures((previous) => (sameAs(previous, next) ? previous : next));
    });
  }, [client]);
  return failures;
}

/** The outbox's state (waiting, refused, replay progress), re-rendering when it changes. */
export function useOutbox(): OutboxState {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: OUTBOX_KEY,
    queryFn: () => outboxState(client),
    initialData: () => outboxState(client),
    ...OBSERVE,
  });
  return query.data;
}
