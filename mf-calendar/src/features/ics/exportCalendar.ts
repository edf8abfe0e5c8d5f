// Export: the calendar's stored events as an .ics file the browser downloads. @planner/shared/ics (and
// ical.js with it) is loaded on the first export only.
import type { CalendarEvent } from '@planner/shared/model';
import { isOfflineId } from '@planner/shared/sync';

/** The file's text: every stored event, series, override and cancellation (not yet synced ones left out). */
export async function calendarIcs(
  events: readonly CalendarEvent[],
  name: string,
  now = new Date(),
) {
  const { toIcs } = await import('@planner/shared/ics');
  return toIcs(
    events.filter((e) => !isOfflineId(e.id)),
    { now, name },
  );
}

/** planner-2026-11-25.ics */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `planner-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.ics`;
}

/** Hands the text to the browser as a download. */
export function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
