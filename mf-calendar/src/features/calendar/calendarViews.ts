// The calendar's views (docs/product.md section 4: week by default, plus day, month and a list) and their FullCalendar names.
import type { CalendarView } from '@planner/shared/model';

export const FC_VIEW: Record<CalendarView, string> = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
  list: 'listWeek',
};

export function viewOfFc(fcView: string): CalendarView {
  const found = (Object.keys(FC_VIEW) as CalendarView[]).find((v) => FC_VIEW[v] === fcView);
  return found ?? 'week';
}
