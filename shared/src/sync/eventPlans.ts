// Runs a calendar plan (the domain's EventOperation[] of planEventCreate / planEventUpdate /
// planEventDelete) as ONE request: a multi-step edit goes to POST /calendar/apply, which applies every
// operation in one database transaction or none; a one-step plan uses its own route.
import type { QueryClient } from '@tanstack/react-query';
import type { EventOperation } from '../domain/eventPlan';
import type { AppliedOperation, CalendarEvent } from '../model';
import { calendar } from './entities';
import { request } from './http';
import { failureOf, signedOut, type Outcome } from './outcome';
import { currentSession, queryClient } from './queryClient';
import { resolveSchema } from './schemas';

export async function applyEventPlan(
  operations: readonly EventOperation[],
  client: QueryClient = queryClient,
): Promise<Outcome<readonly AppliedOperation[]>> {
  const [only] = operations;
  if (!only) return { ok: true, data: [] };
  if (operations.length === 1) return applyOne(only, client);
  const session = currentSession();
  const result = await request(
    'POST',
    '/calendar/apply',
    { operations },
    (m) => m.applyResultSchema,
  );
  if (!result.success) {
    // A conflict answers the server's version of the event it was about: the calendar shows it.
    if (result.status === 409) {
      const theirs = (await resolveSchema((m) => m.eventSchema)).safeParse(result.data);
      if (theirs.success && session === currentSession())
        calendar.applyStored([theirs.data], [], client);
    }
    return failureOf(result);
  }
  if (session !== currentSession()) return signedOut();
  const saved: CalendarEvent[] = [];
  const removed: string[] = [];
  for (const applied of result.data.results) {
    if (applied.type === 'delete') removed.push(applied.id);
    else saved.push(applied.event);
  }
  calendar.applyStored(saved, removed, client);
  return { ok: true, data: result.data.results };
}

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
