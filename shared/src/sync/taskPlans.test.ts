// applyTaskPlan over the memory api: an accepted plan is one request, stored all or nothing, and waits in the
// outbox as one entry when the server is out of reach (then a later edit carries the stored version).
import type { Task } from '../model';
import { makeTask } from '../testing/fixtures';
import { installMemoryApi, type MemoryApi } from '../testing/memoryApi';
import { resetAll, tasks } from './entities';
import { loadOutbox, outboxState, pendingEntries, replayOutbox } from './outbox';
import { queryClient } from './queryClient';
import { applyTaskPlan } from './taskPlans';

let api: MemoryApi;

const stored = makeTask;

const timed = (task: Task, start: string, minutes = 60): Task => ({
  ...task,
  scheduledStart: start,
  scheduledMinutes: minutes,
});

const times = (list: readonly Task[]) =>
  list.map((t) => [t.id, t.scheduledStart ?? null, t.scheduledMinutes ?? null]);

beforeEach(async () => {
  await resetAll();
  await loadOutbox();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  api = installMemoryApi({ tasks: [stored('a'), stored('b'), stored('c')] });
  await tasks.load();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await resetAll();
});

describe('applyTaskPlan', () => {
  it('stores several times in one POST /task/apply and shows what the server stored', async () => {
    const [a, b] = tasks.items();
    const result = await applyTaskPlan([
      timed(a as Task, '2026-11-23T09:00:00+01:00'),
      timed(b as Task, '2026-11-23T10:05:00+01:00', 15),
    ]);
    expect(result.ok).toBe(true);
    expect(api.calls.filter((c) => c.startsWith('POST') || c.startsWith('PUT'))).toEqual([
      'POST /task/apply',
    ]);
    expect(times(tasks.items())).toEqual([
      ['a', '2026-11-23T09:00:00+01:00', 60],
      ['b', '2026-11-23T10:05:00+01:00', 15],
      ['c', null, null],
    ]);
    expect(tasks.get('a')?.lastUpdated).toBe(2);
  });

  it('stores nothing when one task changed elsewhere, and shows the other version', async () => {
    api.data.tasks[1] = { ...stored('b'), title: 'Edited elsewhere', lastUpdated: 5 };
    const [a, b] = tasks.items();
    const result = await applyTaskPlan([
      timed(a as Task, '2026-11-23T09:00:00+01:00'),
      timed(b as Task, '2026-11-23T10:05:00+01:00'),
    ]);
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(api.data.tasks.map((t) => t.scheduledStart)).toEqual([undefined, undefined, undefined]);
    expect(tasks.get('b')?.title).toBe('Edited elsewhere');
    expect(tasks.get('a')?.scheduledStart).toBeUndefined();
  });

  it('waits as one outbox entry offline, shows at once, and replays once', async () => {
    api.failing = 'unreachable';
    const [a, b] = tasks.items();
    const result = await applyTaskPlan([
      timed(a as Task, '2026-11-23T09:00:00+01:00'),
      timed(b as Task, '2026-11-23T10:05:00+01:00'),
    ]);
    expect(result.ok).toBe(true);
    expect(tasks.get('b')?.scheduledStart).toBe('2026-11-23T10:05:00+01:00');
    expect(pendingEntries('tasks').map((e) => `${e.op} ${e.path}`)).toEqual(['apply /task/apply']);
    // A later edit of a planned task waits behind the plan, begun from the version it showed.
    const moved = await tasks.update(
      'a',
      timed(tasks.get('a') as Task, '2026-11-23T11:00:00+01:00'),
    );
    expect(moved.ok).toBe(true);
    api.failing = null;
    await replayOutbox();
    expect(outboxState(queryClient).waiting).toBe(0);
    expect(outboxState(queryClient).failed).toEqual([]);
    expect(api.calls.filter((c) => c === 'POST /task/apply')).toHaveLength(2);
    expect(times(api.data.tasks)).toEqual([
      ['a', '2026-11-23T11:00:00+01:00', 60],
      ['b', '2026-11-23T10:05:00+01:00', 60],
      ['c', null, null],
    ]);
  });
});
