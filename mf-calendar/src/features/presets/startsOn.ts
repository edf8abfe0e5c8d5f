// When an added event starts, in words for the "added" message: "Wednesday, November 26 at 6:00 PM" ("mercredi
// 26 novembre à 18:00").
import type { EventInput } from '@planner/shared/model';
import { dateTimeFormat } from '@planner/shared/intl';

export function startsOn(
  event: Pick<EventInput, 'startDate' | 'allDay' | 'timeZone'>,
  language: string,
): string {
  return dateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: event.timeZone,
    ...(event.allDay ? {} : { hour: 'numeric', minute: '2-digit' }),
  }).format(new Date(event.startDate));
}
