// One row of the task list: select, done toggle, title, deadline, urgency score and why, edit and delete.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@planner/shared/model';
import { UrgencyScore } from '../../tasks/components/UrgencyScore';
import { formatDeadline } from '../../tasks/formatDeadline';
import styles from './TaskRow.module.css';

export interface TaskRowProps {
  task: Task;
  now: Date;
  selected: boolean;
  /** True while this task's toggle waits for the server. */
  busy: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

export const TaskRow = memo(function TaskRow({
  task,
  now,
  selected,
  busy,
  onSelect,
  onToggle,
  onEdit,
  onDelete,
}: TaskRowProps) {
  const { t, i18n } = useTranslation('tasks');
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
              : t('row.noDate', { range: t(`deadlineRange.${task.deadlineRange}`) })}
          </span>
          <UrgencyScore task={task} now={now} />
        </span>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          aria-label={t('row.edit', { title: task.title })}
          onClick={() => onEdit(task)}
        >
          {t('common:edit')}
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          aria-label={t('row.delete', { title: task.title })}
          onClick={() => onDelete(task)}
        >
          {t('common:delete')}
        </button>
      </div>
    </div>
  );
});
