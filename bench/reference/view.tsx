// What the reference page and the floor page (bench/floor) both draw, so they draw the same thing: a
// FullCalendar week of the events beside a plain list of the open tasks, most urgent first.
import { useMemo } from 'react';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';

/** An event as FullCalendar takes it. */
export interface WeekEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  color: string;
}

/** What the list shows of a task (the urgency score's three fields, as SPEC.md scores them). */
export interface ListedTask {
  title: string;
  priority: string;
  deadlineRange: string;
  estimatedTimeRange: string;
}

const POINTS: Record<string, Record<string, number>> = {
  priority: { high: 9, medium: 5, low: 1 },
  deadline: { lessThan2Days: 6, '2to5Days': 3, moreThan5Days: 1 },
  estimate: { lessThan15Min: 3, '15to2Hour': 2, moreThan2Hour: 1 },
};

function score(task: ListedTask): number {
  return (
    (POINTS.priority?.[task.priority] ?? 0) +
    (POINTS.deadline?.[task.deadlineRange] ?? 0) +
    (POINTS.estimate?.[task.estimatedTimeRange] ?? 0)
  );
}

export function WeekAndTasks({
  events,
  tasks,
  calendarTitle,
  tasksTitle,
}: {
  events: WeekEvent[];
  tasks: ListedTask[];
  calendarTitle: string;
  tasksTitle: string;
}) {
  const sorted = useMemo(() => [...tasks].sort((a, b) => score(b) - score(a)), [tasks]);
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: 16, padding: 16 }}
    >
      <main>
        <h1>{calendarTitle}</h1>
        <FullCalendar
          plugins={[classicTheme, timeGridPlugin]}
          initialView="timeGridWeek"
          headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }}
          height="auto"
          nowIndicator
          slotMinTime="06:00:00"
          slotMaxTime="22:00:00"
          displayEventEnd={false}
          events={events}
        />
      </main>
      <aside>
        <h2>{tasksTitle}</h2>
        <ul>
          {sorted.map((t) => (
            <li key={t.title}>
              {t.title} <strong>{score(t)}</strong>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
