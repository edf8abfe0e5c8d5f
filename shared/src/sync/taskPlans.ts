// Saves several task edits as ONE request (an accepted "Plan my day": each task with its new time): POST
// /task/apply stores all of them in one database transaction or none; a single edit uses its own route.
// Offline, the plan waits in the outbox as one entry (docs/offline.md) and shows at once, like the
// calendar's plans (eventPlans.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { Task } from '../model';
import { tasks } from './entities';
import { request } from './http';
import { failureOf, localFailure, signedOut, type Outcome } from './outcome';
import {
  enqueue,
  hasWaiting,
  loadOutbox,
  newIdempotencyKey,
  registerReplayer,
  replayFailure,
  type OutboxEntry,
  type ReplayResult,
} from './outbox';
import { currentSession, queryClient } from './queryClient';
import { resolveSchema } from './schemas';

const APPLY_PATH = '/task/apply';

type Update = { id: string; task: Omit<Task, 'id'> };

function bodyOf(edited: readonly Task[]): { updates: Update[] } {
  return { updates: edited.map(({ id, ...task }) => ({ id, task })) };
}

/**
 * Stores each task as given (the whole task, with the lastUpdated it was read with: the server's
 * version check). Answers the stored tasks in the same order, or the first refusal (nothing stored).
 */
export async function applyTaskPlan(
  edited: readonly Task[],
  client: QueryClient = queryClient,
): Promise<Outcome<readonly Task[]>> {
  const [only] = edited;
  if (!only) return { ok: true, data: [] };
  if (edited.length === 1) {
    const stored = await tasks.update(only.id, only, client);
    return stored.ok ? { ok: true, data: [stored.data] } : stored;
  }
  const session = currentSession();
  const key = newIdempotencyKey();
  const body = bodyOf(edited);
  await loadOutbox();
  if (!hasWaiting()) {
    const result = await request('POST', APPLY_PATH, body, (m) => m.applyTasksResultSchema, {
      idempotencyKey: key,
    });
    if (result.success) {
      if (session !== currentSession()) return signedOut();
      tasks.applyStored(result.data.results, [], client);
      return { ok: true, data: result.data.results };
    }
    if (result.kind !== 'unreachable') {
      // A conflict answers the server's version of the task it was about: the list shows it.
      if (result.status === 409) await showTheirs(result.data, client);
      return failureOf(result);
    }
  }
  return queuePlan(key, edited, body, client);
}

async function queuePlan(
  key: string,
  edited: readonly Task[],
  body: { updates: Update[] },
  client: QueryClient,
): Promise<Outcome<readonly Task[]>> {
  const schema = await resolveSchema((m) => m.taskSchema);
  const shown: Task[] = [];
  for (const task of edited) {
    const parsed = schema.safeParse(task);
    if (!parsed.success) return localFailure('tasks: a queued plan holds an invalid task');
    shown.push(parsed.data);
  }
  await enqueue(
    {
      key,
      entity: 'tasks',
      op: 'apply',
      method: 'POST',
      path: APPLY_PATH,
      body,
      shows: { put: shown, removed: [] },
      tempIds: [],
    },
    client,
  );
  tasks.applyStored(shown, [], client);
  return { ok: true, data: shown };
}

async function showTheirs(data: unknown, client: QueryClient): Promise<Task | null> {
  const theirs = (await resolveSchema((m) => m.taskSchema)).safeParse(data);
  if (!theirs.success) return null;
  tasks.applyStored([theirs.data], [], client);
  return theirs.data;
}

/** Sends a queued plan again: the server's versions replace the sent ones in later entries. */
async function replayPlan(entry: OutboxEntry, client: QueryClient): Promise<ReplayResult> {
  const result = await request('POST', APPLY_PATH, entry.body, (m) => m.applyTasksResultSchema, {
    idempotencyKey: entry.key,
  });
  if (!result.success) {
    const theirs = result.status === 409 ? await showTheirs(result.data, client) : null;
    return replayFailure(result, theirs);
  }
  const { updates } = entry.body as { updates: Update[] };
  const versions: Array<[string, number, number]> = [];
  result.data.results.forEach((saved, n) => {
    const sent = updates[n]?.task.lastUpdated;
    if (typeof sent === 'number') versions.push([saved.id, sent, saved.lastUpdated]);
  });
  tasks.applyStored(result.data.results, [], client);
  return { ok: true, versions };
}

registerReplayer('tasks/apply', replayPlan);
