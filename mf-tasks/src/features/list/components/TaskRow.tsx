// One row of the task list: select, done toggle, title, deadline (overdue, today), urgency score and why (open
// tasks) or when it will be removed (done ones), schedule (open ones), edit and delete.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@planner/shared/model';
import { DueBadge } from '../../tasks/components/DueBadge';
import { UrgencyScore } from '../../tasks/components/UrgencyScore';
import { formatDeadline } from '../../tasks/formatDeadline';
import { formatSchedule } from '../../tasks/formatSchedule';
import { removalIn } from '../../tasks/removalIn';
import styles from './TaskRow.module.css';

export interface TaskRowProps {
  task: Task;
  now: Date;
  /** The settings' delay before a completed task is removed. */
  deleteDelayMs: number;
  selected: boolean;
  /** True while this task's toggle waits for the server. */
  busy: boolean;
  /** True while a change of this task made offline waits in the outbox. */
  waiting?: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  /** Opens the schedule dialog (open tasks only). */
  onSchedule?: (task: Task) => void;
}

export const TaskRow = memo(function TaskRow({
  task,
  now,
  deleteDelayMs,
  selected,
  busy,
  waiting = false,
  onSelect,
  onToggle,
  onEdit,
  onDelete,
  onSchedule,
}: TaskRowProps) {
  const { t, i18n } = useTranslation('tasks');
  const removal = task.done && task.doneAt ? removalIn(task.doneAt, deleteDelayMs, now) : null;
  const scheduled = formatSchedule(task, i18n.language);
  return (
    <div className={`${styles.row} ${task.done ? styles.done : ''}`} data-testid="task-row">
      <input
        type="checkbox"
        className={styles.select}
        checked={selected}
        aria-label={t('row.select', { title: task.title })}
        onChange={(e) => onSelect(task.id, e.target.checked)}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={task.done}
        aria-label={t(task.done ? 'row.reopen' : 'row.complete', { title: task.title })}
        disabled={busy}
        onClick={() => onToggle(task)}
      >
        {task.done ? '✓' : ''}
      </button>
      <div className={styles.main}>
        <span className={styles.title}>{task.title}</span>
        <span className={styles.meta}>
          <span className={styles.deadline}>
            {task.deadline
              ? t('row.due', { date: formatDeadline(task.deadline, i18n.language) })
              : t(`row.roughly.${task.deadlineRange}`)}
          </span>
          <DueBadge task={task} now={now} />
          {scheduled && (
            <span className={`${styles.badge} ${styles.scheduled}`}>
              {t('row.scheduled', { slot: scheduled })}
            </span>
          )}
          {waiting && (
            <span className={`${styles.badge} ${styles.waiting}`} title={t('row.waiting')}>
              <span className={styles.waitingFull}>{t('row.waiting')}</span>
              <span className={styles.waitingShort} aria-hidden="true">
                {t('row.waitingShort')}
              </span>
            </span>
          )}
          {removal ? (
            <span className={styles.removal}>
              {removal.unit === 'soon'
                ? t('row.removedSoon')
                : t(`row.removedIn.${removal.unit}`, { count: removal.count })}
            </span>
          ) : (
            <UrgencyScore task={task} now={now} />
          )}
        </span>
      </div>
      <div className={styles.actions}>
        {onSchedule && !task.done && (
          <button
            type="button"
            className={styles.action}
            aria-label={t('row.schedule', { title: task.title })}
            aria-haspopup="dialog"
            onClick={() => onSchedule(task)}
          >
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM12 6v6l4 2" />
            </svg>
            <span className={styles.actionLabel}>{t('row.scheduleLabel')}</span>
          </button>
        )}
        <button
          type="button"
          className={styles.action}
          aria-label={t('row.edit', { title: task.title })}
          onClick={() => onEdit(task)}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
          </svg>
          <span className={styles.actionLabel}>{t('common:edit')}</span>
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          aria-label={t('row.delete', { title: task.title })}
          onClick={() => onDelete(task)}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
          </svg>
          <span className={styles.actionLabel}>{t('common:delete')}</span>
        </button>
      </div>
    </div>
  );
});
