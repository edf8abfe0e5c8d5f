// The calendar's views (docs/product.md section 4: week by default, plus day, month and a list) and their FullCalendar names.
import type { CalendarView } from '@planner/shared/model';

export const FC_VIEW: Record<CalendarView, string> = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
  list: 'listWeek',
};

/**
 * On a phone-wide screen the week view shows three days from the date shown: seven columns of about 34 px
 * broke every title mid-word ("Dent ist"). The setting and the shortcuts still say 'week'.
 */
export const FC_THREE_DAYS = 'timeGridThreeDay';

/** FullCalendar's view for one of ours, on a phone-wide screen (`narrow`) or a wider one. */
export function fcViewOf(view: CalendarView, narrow: boolean): string {
  return narrow && view === 'week' ? FC_THREE_DAYS : FC_VIEW[view];
}

export function viewOfFc(fcView: string): CalendarView {
  if (fcView === FC_THREE_DAYS) return 'week';
  const found = (Object.keys(FC_VIEW) as CalendarView[]).find((v) => FC_VIEW[v] === fcView);
  return found ?? 'week';
}
