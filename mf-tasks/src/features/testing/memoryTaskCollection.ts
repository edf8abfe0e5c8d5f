// The tasks of a component test: the real data layer (cache, local copy, outcomes) over a memory api,
// with the page's cache filled as a finished read would leave it.
import type { Task } from '@planner/shared/model';
import {
  clearOutbox,
  configureSync,
  getSyncConfig,
  queryClient,
  tasks,
} from '@planner/shared/sync';
import { installMemoryApi, type MemoryApi } from '@planner/shared/testing';

const SERVER_DOWN = { status: 500, error: 'error-occurred', message: 'Server error' } as const;

export class MemoryTaskCollection {
  readonly api: MemoryApi;
  /** Every write the api received, in order, e.g. "update t1" or "removeMany t1,t2". */
  readonly calls: string[] = [];

  constructor(initial: readonly Task[] = []) {
    queryClient.clear();
    void clearOutbox();
    this.api = installMemoryApi({ tasks: [...initial] });
    const config = getSyncConfig()!;
    const transport = this.api.transport;
    configureSync({
      ...config,
      transport: async (call) => {
        const write = describeWrite(call.method, call.path, call.body);
        if (write) this.calls.push(write);
        return transport(call);
      },
    });
    this.reset(initial);
  }

  /** What the page shows now. */
  get items(): readonly Task[] {
    return tasks.items();
  }

  /** When true every call fails and changes nothing: the server answers an error (500). */
  set failing(failing: boolean) {
    this.api.failing = failing ? SERVER_DOWN : null;
  }

  /** When true no call gets an answer (offline): writes wait in the outbox. */
  set offline(offline: boolean) {
    this.api.failing = offline ? 'unreachable' : null;
  }

  /** Puts `items` on the server and in the cache, as a finished list read would. */
  reset(items: readonly Task[]): void {
    this.api.data.tasks = [...items];
    queryClient.setQueryData(tasks.key, {
      value: [...items],
      settled: true,
      fromCache: false,
      error: null,
    });
  }
}

function describeWrite(method: string, path: string, body: unknown): string | null {
  const [, , action, id] = path.split('/');
  const task = (body as { task?: Task } | null)?.task;
  if (method === 'POST') return `create ${task?.title ?? ''}`;
  if (method === 'PUT') return `update ${id}`;
  if (method === 'DELETE' && action === 'deletemulti') {
    return `removeMany ${((body as { taskIds: string[] }).taskIds ?? []).join(',')}`;
  }
  if (method === 'DELETE') return `remove ${id}`;
  return null;
}

/** A task with sensible defaults; override what the test is about. */
export function makeTask(overrides: Partial<Task> & Pick<Task, 'id'>): Task {
  return {
    title: `Task ${overrides.id}`,
    description: '',
    priority: 'medium',
    deadline: null,
    deadlineRange: 'moreThan5Days',
    estimatedTimeRange: '15to2Hour',
    done: false,
    doneAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    lastUpdated: 1,
    ...overrides,
  };
}
