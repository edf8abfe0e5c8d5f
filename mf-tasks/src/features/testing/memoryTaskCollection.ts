// An in-memory tasks collection with the synced collection's surface, for component tests and the bench.
import { BehaviorSubject } from 'rxjs';
import type { Task, TaskInput } from '@planner/shared/model';
import type { SyncStatus } from '@planner/shared/sync';
import type { TaskCollection } from '../tasks/TaskCollectionContext';

export class MemoryTaskCollection implements TaskCollection {
  private readonly subject: BehaviorSubject<readonly Task[]>;
  /** When true every write fails and changes nothing, like a server that cannot be reached. */
  failing = false;
  /** Every write, in order, e.g. "update t1" or "removeMany t1,t2". */
  readonly calls: string[] = [];
  private nextId = 1;
  readonly status$ = new BehaviorSubject<SyncStatus>({
    loading: false,
    loaded: true,
    fromCache: false,
    error: null,
  });

  constructor(initial: readonly Task[] = []) {
    this.subject = new BehaviorSubject(initial);
  }

  get items(): readonly Task[] {
    return this.subject.getValue();
  }

  get items$(): BehaviorSubject<readonly Task[]> {
    return this.subject;
  }

  /** Replaces the items as a list read would. */
  reset(items: readonly Task[]): void {
    this.subject.next(items);
  }

  async create(input: TaskInput): Promise<Task | null> {
    this.calls.push(`create ${input.title}`);
    if (this.failing) return null;
    const task: Task = {
      description: '',
      priority: 'medium',
      deadline: null,
      deadlineRange: 'moreThan5Days',
      estimatedTimeRange: '15to2Hour',
      done: false,
      doneAt: null,
      ...input,
      id: `new-${this.nextId++}`,
    };
    this.subject.next([...this.items, task]);
    return task;
  }

  async update(id: string, task: Task): Promise<Task | null> {
    this.calls.push(`update ${id}`);
    if (this.failing || !this.items.some((t) => t.id === id)) return null;
    const saved = { ...task, lastUpdated: task.lastUpdated + 1 };
    this.subject.next(this.items.map((t) => (t.id === id ? saved : t)));
    return saved;
  }

  async remove(id: string): Promise<boolean> {
    this.calls.push(`remove ${id}`);
    if (this.failing) return false;
    this.subject.next(this.items.filter((t) => t.id !== id));
    return true;
  }

  async removeMany(ids: string[]): Promise<boolean> {
    this.calls.push(`removeMany ${ids.join(',')}`);
    if (this.failing) return false;
    const gone = new Set(ids);
    this.subject.next(this.items.filter((t) => !gone.has(t.id)));
    return true;
  }
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
