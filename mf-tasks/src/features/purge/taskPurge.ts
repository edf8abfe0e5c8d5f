// One task cleaner per page, shared by the list page and the dashboard widget: started by the first user,
// stopped by the last; a full clean runs when it starts and after every load of the tasks.
import type { Observable } from 'rxjs';
import { TaskCleaner, type PurgeStore } from './taskCleaner';

export interface PurgeSetup {
  store: PurgeStore;
  /** Emits each time a load of the tasks completes (the local copy or the server's list is in). */
  loaded$: Observable<unknown>;
  getDeleteDelay: () => number;
  /** Called when the last user releases the cleaner (e.g. stops listening to settings). */
  dispose?: () => void;
}

let users = 0;
let running: { cleaner: TaskCleaner; stop: () => void } | null = null;

/**
 * Starts the page's cleaner if needed (`setup` is called only then); the returned function
 * releases it.
 */
export function acquireTaskPurge(makeSetup: () => PurgeSetup): () => void {
  users += 1;
  if (!running) {
    const setup = makeSetup();
    const cleaner = new TaskCleaner({ store: setup.store, getDeleteDelay: setup.getDeleteDelay });
    const sub = setup.loaded$.subscribe(() => void cleaner.fullClean());
    cleaner.start();
    void cleaner.fullClean();
    running = {
      cleaner,
      stop: () => {
        sub.unsubscribe();
        cleaner.stop();
        setup.dispose?.();
      },
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0 && running) {
      running.stop();
      running = null;
    }
  };
}
