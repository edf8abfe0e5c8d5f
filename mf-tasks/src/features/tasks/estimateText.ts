// A task's estimate in words: the minutes it was given ("30 min"), else its range ("15 min to 2 h").
import type { TFunction } from 'i18next';
import { estimatedMinutesOf, formatDuration } from '@planner/shared/domain';
import type { Task } from '@planner/shared/model';

export function estimateText(
  task: Pick<Task, 'estimatedTimeRange' | 'estimatedMinutes'>,
  t: TFunction<'tasks'>,
): string {
  const minutes = estimatedMinutesOf(task);
  return minutes !== null
    ? formatDuration(minutes)
    : t(`estimatedTimeRange.${task.estimatedTimeRange}`);
}
