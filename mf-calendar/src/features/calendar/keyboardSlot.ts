// The calendar's keyboard path to a time slot: a cursor moved with the arrow keys (docs/product.md section 4).
import type { CalendarView as ViewName } from '@planner/shared/model';

/** Minutes of a FullCalendar duration or time ('00:30:00', '06:00:00', '24:00:00'). */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export interface SlotGrid {
  view: ViewName;
  /** The first day shown and the day after the last (local midnight). */
  rangeStart: Date;
  rangeEnd: Date;
  slotMinTime: string;
  slotMaxTime: string;
  slotDuration: string;
}

const atMinutes = (day: Date, minutes: number): Date =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes);
const dayOf = (d: Date): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const minutesInDay = (d: Date): number => d.getHours() * 60 + d.getMinutes();

/** Where the cursor starts: today when shown (else the first day shown), at the next slot within the hours. */
export function initialCursor(grid: SlotGrid, now: Date): Date {
  const today = dayOf(now);
  const day = today >= grid.rangeStart && today < grid.rangeEnd ? today : dayOf(grid.rangeStart);
  const slot = minutesOf(grid.slotDuration) || 30;
  const min = minutesOf(grid.slotMinTime);
  const last = minutesOf(grid.slotMaxTime) - slot;
  const next = Math.ceil(minutesInDay(now) / slot) * slot;
  const minutes = day.getTime() === today.getTime() ? Math.min(Math.max(next, min), last) : min;
  return atMinutes(day, Math.max(min, minutes));
}

export type CursorKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The cursor after a key: in the day and week views up/down is one slot (kept within the hours shown),
 * left/right one day; in the month view up/down is a week. Days may leave the range (the view follows).
 */
export function moveCursor(cursor: Date, key: CursorKey, grid: SlotGrid): Date {
  const month = grid.view === 'month';
  const days = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
  if (days !== 0 || month) {
    const step = days !== 0 ? days : key === 'ArrowUp' ? -7 : 7;
    const day = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + step);
    return atMinutes(day, minutesInDay(cursor));
  }
  const slot = minutesOf(grid.slotDuration) || 30;
  const min = minutesOf(grid.slotMinTime);
  const last = minutesOf(grid.slotMaxTime) - slot;
  const next = minutesInDay(cursor) + (key === 'ArrowUp' ? -slot : slot);
  return atMinutes(cursor, Math.min(Math.max(next, min), last));
}

/** The new event the cursor asks for: one slot (day and week views) or the whole day (month view). */
export function cursorSelection(
  cursor: Date,
  grid: SlotGrid,
): { start: Date; end: Date; allDay: boolean } {
  if (grid.view === 'month') {
    const start = dayOf(cursor);
    return {
      start,
      end: new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1),
      allDay: true,
    };
  }
  const slot = minutesOf(grid.slotDuration) || 30;
  return { start: cursor, end: new Date(cursor.getTime() + slot * 60_000), allDay: false };
}
