// A task's urgency score with its short "why": which part (priority, deadline, estimate) gave which points.
import { useTranslation } from 'react-i18next';
import { effectiveDeadlineRange, urgencyBreakdown } from '@planner/shared/domain';
import type { Task } from '@planner/shared/model';
import { estimateText } from '../estimateText';
import styles from './UrgencyScore.module.css';

export interface UrgencyScoreProps {
  task: Task;
  now: Date;
  /** The sidebar shows the score alone; the why is in its tooltip. */
  compact?: boolean;
}

export function UrgencyScore({ task, now, compact = false }: UrgencyScoreProps) {
  const { t } = useTranslation('tasks');
  const points = urgencyBreakdown(task, now);
  const why = [
    t('why.priority', { label: t(`why.priorityLabel.${task.priority}`), points: points.priority }),
    t('why.deadline', {
      label: t(`deadlineRange.${effectiveDeadlineRange(task, now)}`),
      points: points.deadline,
    }),
    t('why.estimate', {
      label: estimateText(task, t),
      points: points.estimate,
    }),
  ].join(' · ');
  return (
    <span className={styles.wrap} title={why}>
      <span className={styles.score} aria-label={t('score', { score: points.total })}>
        {points.total}
      </span>
      {!compact && <span className={styles.why}>{why}</span>}
    </span>
  );
}
