// The bench page: the real task list page over 10,000 in-memory tasks, with timing hooks for run.mjs.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createI18n } from '@planner/shared/i18n';
import '@planner/shared/ui/tokens.css';
import type { Task } from '@planner/shared/model';
import { DEADLINE_RANGES, ESTIMATED_TIME_RANGES, PRIORITIES } from '@planner/shared/model';
import en from '../../mf-tasks/src/locales/en/tasks.json';
import fr from '../../mf-tasks/src/locales/fr/tasks.json';
import { TasksPage } from '../../mf-tasks/src/features/list/components/TasksPage';
import { DataProvider } from '@planner/shared/sync';
import { MemoryTaskCollection } from '../../mf-tasks/src/features/testing/memoryTaskCollection';

export interface BenchApi {
  /**
   * Mounts the page over `count` fresh tasks: ms until React committed the list (rows in the DOM),
   * ms until the next frame was painted, and how many rows the DOM holds.
   */
  render(count: number): Promise<{ commitMs: number; paintedMs: number; rows: number }>;
  /** Completes the most urgent task with a click; resolves to the ms until the re-sorted list is committed. */
  toggleTop(): Promise<number>;
}

declare global {
  interface Window {
    bench?: BenchApi;
  }
}

function makeTasks(count: number): Task[] {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const base = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const days = Math.floor(rand() * 20);
    const deadline =
      rand() < 0.5 ? new Date(base + days * 86_400_000).toISOString().slice(0, 10) : null;
    return {
      id: `task-${i}`,
      title: `Task number ${i} ${pick(['write', 'call', 'buy', 'read', 'plan'])}`,
      description: '',
      priority: pick(PRIORITIES),
      deadline,
      deadlineRange: pick(DEADLINE_RANGES),
      estimatedTimeRange: pick(ESTIMATED_TIME_RANGES),
      done: false,
      doneAt: null,
      createdAt: new Date(base - Math.floor(rand() * 1e9)).toISOString(),
      lastUpdated: 1,
    };
  });
}

let root: Root | null = null;
const container = document.getElementById('root') as HTMLElement;

window.bench = {
  async render(count) {
    root?.unmount();
    root = createRoot(container);
    // The page's cache filled as a finished read leaves it (a memory api answers any write).
    new MemoryTaskCollection(makeTasks(count));
    const t0 = performance.now();
    flushSync(() => {
      root?.render(
        <DataProvider>
          <TasksPage />
        </DataProvider>,
      );
    });
    const commitMs = performance.now() - t0;
    const rows = container.querySelectorAll('[data-testid="task-row"]').length;
    // After the next frame's style, layout and paint: a message posted from requestAnimationFrame
    // is handled once that frame is done.
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
    );
    return { commitMs, paintedMs: performance.now() - t0, rows };
  },

  toggleTop() {
    const button = container.querySelector<HTMLButtonElement>(
      '[data-testid="task-row"] button[aria-pressed="false"]',
    );
    const list = container.querySelector('[role="list"]');
    if (!button || !list) return Promise.reject(new Error('no task row'));
    return new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve(performance.now() - t0);
      });
      observer.observe(list, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
      const t0 = performance.now();
      button.click();
    });
  },
};

void createI18n('en', { en: { tasks: en }, fr: { tasks: fr } }).then(() => {
  document.title = 'ready';
});
