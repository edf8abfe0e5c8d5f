// The zone the calendar draws in: the browser's (FullCalendar shows instants in local time).
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
