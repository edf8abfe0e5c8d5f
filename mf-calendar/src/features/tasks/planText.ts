// The words of a plan's panel: a placement's day and hours and a deadline's day (a length: formatDuration in
// @planner/shared/domain).
import { daysUntil, formatTimeRange } from '@planner/shared/domain';
import type { Language } from '@planner/shared/model';
import { dateTimeFormat } from '@planner/shared/intl';

/** "Tue, Jun 16, 11:05 AM – 12:05 PM" ("mar. 16 juin, 11:05 – 12:05") in the browser's zone. */
export function formatSlot(start: string, minutes: number, language: Language): string {
  const from = new Date(Date.parse(start));
  const to = new Date(from.getTime() + minutes * 60_000);
  const day = dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(from);
  return `${day}, ${formatTimeRange(from, to, language)}`;
}

/** A deadline within the coming week by its weekday ("Friday"), a later one by its date. */
export function formatDeadlineDay(deadline: string, now: Date, language: Language): string {
  const date = new Date(`${deadline}T12:00:00`);
  const days = daysUntil(deadline, now);
  const options: Intl.DateTimeFormatOptions =
    days >= 0 && days < 7
      ? { weekday: 'long' }
      : { weekday: 'long', day: 'numeric', month: 'long' };
  return dateTimeFormat(language, options).format(date);
}
