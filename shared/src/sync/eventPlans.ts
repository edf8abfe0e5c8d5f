// Runs a calendar plan (the domain's EventOperation[] of planEventCreate / planEventUpdate /
// planEventDelete) as ONE request: a multi-step edit goes to POST /calendar/apply, which applies every
// operation in one database transaction or none; a one-step plan uses its own route. Offline, the plan
// waits in the outbox as one entry (docs/offline.md) and shows at once.
import type { QueryClient } from '@tanstack/react-query';
import type { EventOperation } from '../domain/eventPlan';
import type { AppliedOperation, CalendarEvent } from '../model';
import { calendar } from './entities';
import { request } from './http';
import { failureOf, localFailure, signedOut, type Outcome } from './outcome';
import {
  enqueue,
  hasWaiting,
  loadOutbox,
  newIdempotencyKey,
  newOfflineId,
  registerReplayer,
  replayFailure,
  type OutboxEntry,
  type ReplayResult,
} from './outbox';
import { currentSession, queryClient } from './queryClient';
import { resolveSchema } from './schemas';

const APPLY_PATH = '/calendar/apply';

export async function applyEventPlan(
  operations: readonly EventOperation[],
  client: QueryClient = queryClient,
): Promise<Outcome<readonly AppliedOperation[]>> {
  const [only] = operations;
  if (!only) return { ok: true, data: [] };
  if (operations.length === 1) return applyOne(only, client);
  const session = currentSession();
  const key = newIdempotencyKey();
  await loadOutbox();
  if (!hasWaiting()) {
    const result = await request('POST', APPLY_PATH, { operations }, (m) => m.applyResultSchema, {
      idempotencyKey: key,
    });
    if (result.success) {
      if (session !== currentSession()) return signedOut();
      showApplied(result.data.results, [], client);
      return { ok: true, data: result.data.results };
    }
    if (result.kind !== 'unreachable') {
      // A conflict answers the server's version of the event it was about: the calendar shows it.
      if (result.status === 409) await showTheirs(result.data, client);
      return failureOf(result);
    }
  }
  return queuePlan(key, operations, client);
}

/** The plan as it will look once applied, under temporary ids for its creates; queued as one entry. */
async function queuePlan(
  key: string,
  operations: readonly EventOperation[],
  client: QueryClient,
): Promise<Outcome<readonly AppliedOperation[]>> {
  const schema = await resolveSchema((m) => m.eventSchema);
  const applied: AppliedOperation[] = [];
  const tempIds: string[] = [];
  for (const op of operations) {
    if (op.type === 'delete') {
      applied.push({ type: 'delete', id: op.id });
      continue;
    }
    const id = op.type === 'create' ? newOfflineId() : op.id;
    if (op.type === 'create') tempIds.push(id);
    const parsed = schema.safeParse({ ...op.event, id });
    if (!parsed.success) return localFailure('calendar: a queued plan holds an invalid event');
    applied.push({ type: op.type, event: parsed.data });
  }
  const put = applied.flatMap((a) => (a.type === 'delete' ? [] : [a.event]));
  const removed = applied.flatMap((a) => (a.type === 'delete' ? [a.id] : []));
  await enqueue(
    {
      key,
      entity: 'calendar',
      op: 'apply',
      method: 'POST',
      path: APPLY_PATH,
      body: { operations },
      shows: { put, removed },
      tempIds,
    },
    client,
  );
  calendar.applyStored(put, removed, client);
  return { ok: true, data: applied };
}

function showApplied(
  results: readonly AppliedOperation[],
  tempIds: readonly string[],
  client: QueryClient,
): void {
  const saved: CalendarEvent[] = [];
  const removed: string[] = [...tempIds];
  for (const applied of results) {
    if (applied.type === 'delete') removed.push(applied.id);
    else saved.push(applied.event);
  }
  calendar.applyStored(saved, removed, client);
}

async function showTheirs(data: unknown, client: QueryClient): Promise<CalendarEvent | null> {
  const theirs = (await resolveSchema((m) => m.eventSchema)).safeParse(data);
  if (!theirs.success) return null;
  calendar.applyStored([theirs.data], [], client);
  return theirs.data;
}

/** Sends a queued plan again: the server's ids replace the temporary ones, its versions the sent ones. */
async function replayPlan(entry: OutboxEntry, client: QueryClient): Promise<ReplayResult> {
  const result = await request('POST', APPLY_PATH, entry.body, (m) => m.applyResultSchema, {
    idempotencyKey: entry.key,
  });
  if (!result.success) {
    const theirs = result.status === 409 ? await showTheirs(result.data, client) : null;
    return replayFailure(result, theirs);
  }
  const operations = (entry.body as { operations: EventOperation[] }).operations;
  const ids: Array<[string, string]> = [];
  const versions: Array<[string, number, number]> = [];
  let created = 0;
  result.data.results.forEach((applied, n) => {
    const op = operations[n];
    if (applied.type === 'create') {
      const tempId = entry.tempIds[created++];
      if (tempId) ids.push([tempId, applied.event.id]);
    } else if (applied.type === 'update' && op?.type === 'update') {
      const sent = (op.event as { lastUpdated?: number }).lastUpdated;
      if (typeof sent === 'number')
        versions.push([applied.event.id, sent, applied.event.lastUpdated]);
    }
  });
  showApplied(result.data.results, entry.tempIds, client);
  return { ok: true, ids, versions };
}

registerReplayer('calendar/apply', replayPlan);

async function applyOne(
  op: EventOperation,
  client: QueryClient,
): Promise<Outcome<readonly AppliedOperation[]>> {
  if (op.type === 'delete') {
    const removed = await calendar.remove(op.id, client);
    return removed.ok ? { ok: true, data: [{ type: 'delete', id: op.id }] } : removed;
  }
  const stored =
    op.type === 'create'
      ? await calendar.create(op.event, client)
      : await calendar.update(op.id, op.event, client);
  return stored.ok ? { ok: true, data: [{ type: op.type, event: stored.data }] } : stored;
}
