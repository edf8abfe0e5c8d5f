// "Overdue" or "Due today" beside an open task (the score alone does not tell a task due today from one due
// tomorrow: both get the deadline's top points, docs/product.md section 9). Nothing for other days or done tasks.
import { useTranslation } from 'react-i18next';
import { daysUntil } from '@planner/shared/domain';
import type { Task } from '@planner/shared/model';
import styles from './DueBadge.module.css';

export function DueBadge({ task, now }: { task: Task; now: Date }) {
  const { t } = useTranslation('tasks');
  if (task.done || !task.deadline) return null;
  const days = daysUntil(task.deadline, now);
  if (days > 0) return null;
  return days < 0 ? (
    <span className={`${styles.badge} ${styles.overdue}`}>{t('row.overdue')}</span>
  ) : (
    <span className={`${styles.badge} ${styles.today}`}>{t('row.dueToday')}</span>
  );
}
