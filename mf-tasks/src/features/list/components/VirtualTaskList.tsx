// The task list, virtualised: only the rows in view (plus a few) are in the page, so 10,000 tasks stay smooth.
// A row is ROW_HEIGHT tall, or taller when its title takes two lines: each row is measured.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Task } from '@planner/shared/model';
import { TaskRow, type TaskRowProps } from './TaskRow';
import styles from './VirtualTaskList.module.css';

/** A row with a one-line title (every row on a wide screen). */
export const ROW_HEIGHT = 64;

export interface VirtualTaskListProps extends Pick<
  TaskRowProps,
  'now' | 'deleteDelayMs' | 'onSelect' | 'onToggle' | 'onEdit' | 'onDelete' | 'onSchedule'
> {
  tasks: readonly Task[];
  selected: ReadonlySet<string>;
  busy: ReadonlySet<string>;
  /** Tasks with a change that waits in the outbox (made offline). */
  waiting?: ReadonlySet<string>;
}

export function VirtualTaskList({
  tasks,
  selected,
  busy,
  waiting,
  ...rowProps
}: VirtualTaskListProps) {
  const { t } = useTranslation('tasks');
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer re-renders its host itself.
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => tasks[index]?.id ?? index,
    overscan: 8,
  });

  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="task-scroller"
    >
      <div
        role="list"
        aria-label={t('list.label')}
        className={styles.inner}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const task = tasks[item.index];
          if (!task) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              aria-setsize={tasks.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={styles.item}
              style={{ minHeight: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              <TaskRow
                task={task}
                selected={selected.has(task.id)}
                busy={busy.has(task.id)}
                waiting={waiting?.has(task.id) ?? false}
                {...rowProps}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
