// The automatic purge of completed tasks (docs/product.md section 4 "Task"): one full clean on load, then one expired task per tick.
import { allExpired, nextExpired } from '@planner/shared/domain';
import type { Task } from '@planner/shared/model';
import { TASK_CLEANER_INTERVAL_MS } from '@planner/shared/model/constants';

/** What the cleaner needs from the tasks collection: the current items and server-backed deletes. */
export interface PurgeStore {
  readonly items: readonly Task[];
  remove(id: string): Promise<boolean>;
  removeMany(ids: string[]): Promise<boolean>;
}

export interface TaskCleanerOptions {
  store: PurgeStore;
  /** The delete delay from settings, read at every run so a live change applies at once. */
  getDeleteDelay: () => number;
  now?: () => Date;
  intervalMs?: number;
}

export class TaskCleaner {
  private timer: ReturnType<typeof setInterval> | null = null;
  /** One run at a time: a slow server must not make two ticks delete the same task. */
  private running: Promise<unknown> | null = null;
  private readonly now: () => Date;
  private readonly intervalMs: number;

  constructor(private readonly options: TaskCleanerOptions) {
    this.now = options.now ?? (() => new Date());
    this.intervalMs = options.intervalMs ?? TASK_CLEANER_INTERVAL_MS;
  }

  get started(): boolean {
    return this.timer !== null;
  }

  /** Starts ticking every interval (idempotent). The full clean is run separately, on load. */
  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
  }

  stop(): void {
    if (this.timer === null) return;
    clearInterval(this.timer);
    this.timer = null;
  }

  /** Removes one expired task (the one that expired first). Resolves to its id, or null. */
  tick(): Promise<string | null> {
    return this.exclusive(async () => {
      const task = nextExpired(this.options.store.items, this.options.getDeleteDelay(), this.now());
      if (!task) return null;
      // A failed delete keeps the task: the next tick tries again.
      return (await this.options.store.remove(task.id)) ? task.id : null;
    }, null);
  }

  /** Removes every expired task in one call. Resolves to the ids removed ([] when none or on failure). */
  fullClean(): Promise<string[]> {
    return this.exclusive(async () => {
      const ids = allExpired(
        this.options.store.items,
        this.options.getDeleteDelay(),
        this.now(),
      ).map((t) => t.id);
      if (ids.length === 0) return [];
      if (ids.length === 1) return (await this.options.store.remove(ids[0] as string)) ? ids : [];
      return (await this.options.store.removeMany(ids)) ? ids : [];
    }, []);
  }

  private async exclusive<R>(run: () => Promise<R>, busy: R): Promise<R> {
    if (this.running) return busy;
    const p = run();
    this.running = p;
    try {
      return await p;
    } finally {
      this.running = null;
    }
  }
}
