// The bench's reference page: what the dashboard draws (a FullCalendar week with the same events beside a
// plain list of the same tasks), as one React 19 bundle with no federation, no auth and no data layer.
// The bench reports the dashboard's main-thread script time, TBT and LCP as ratios to this page.
import { createRoot } from 'react-dom/client';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { referenceEvents, referenceTasks } from './data.mjs';

const POINTS = {
  priority: { high: 9, medium: 5, low: 1 },
  deadline: { lessThan2Days: 6, '2to5Days': 3, moreThan5Days: 1 },
  estimate: { lessThan15Min: 3, '15to2Hour': 2, moreThan2Hour: 1 },
} as const;

type RefTask = ReturnType<typeof referenceTasks>[number];

function score(task: RefTask): number {
  return (
    POINTS.priority[task.priority as keyof typeof POINTS.priority] +
    POINTS.deadline[task.deadlineRange as keyof typeof POINTS.deadline] +
    POINTS.estimate[task.estimatedTimeRange as keyof typeof POINTS.estimate]
  );
}

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const events = referenceEvents(new Date(), timeZone).map((e, i) => ({
  id: String(i),
  title: e.title,
  start: e.startDate,
  end: e.endDate,
  color: e.color,
}));
const tasks = referenceTasks(new Date()).sort((a, b) => score(b) - score(a));

function ReferencePage() {
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: 16, padding: 16 }}
    >
      <main>
        <h1>Calendar</h1>
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
        <h2>Most urgent tasks</h2>
        <ul>
          {tasks.map((t) => (
            <li key={t.title}>
              {t.title} <strong>{score(t)}</strong>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(<ReferencePage />);
