// A scheduled task's time as the list shows it: "Tue 16 Jun, 11:05–12:05" in the page's language.
import type { Task } from '@planner/shared/model';

const TIME = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

export function formatSchedule(task: Task, language: string): string | null {
  if (task.scheduledStart === undefined || task.scheduledMinutes === undefined) return null;
  const from = new Date(Date.parse(task.scheduledStart));
  if (Number.isNaN(from.getTime())) return null;
  const to = new Date(from.getTime() + task.scheduledMinutes * 60_000);
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(from);
  const time = new Intl.DateTimeFormat(language, TIME);
  return `${day}, ${time.format(from)}–${time.format(to)}`;
}
