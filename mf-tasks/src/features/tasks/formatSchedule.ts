// A scheduled task's time as the list shows it: "Tue, Jun 16, 11:05 AM – 12:05 PM", "mar. 16 juin, 11:05 – 12:05".
import { formatTimeRange } from '@planner/shared/domain';
import type { Task } from '@planner/shared/model';
import { dateTimeFormat } from '@planner/shared/intl';

export function formatSchedule(task: Task, language: string): string | null {
  if (task.scheduledStart === undefined || task.scheduledMinutes === undefined) return null;
  const from = new Date(Date.parse(task.scheduledStart));
  if (Number.isNaN(from.getTime())) return null;
  const to = new Date(from.getTime() + task.scheduledMinutes * 60_000);
  const day = dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(from);
  return `${day}, ${formatTimeRange(from, to, language)}`;
}
