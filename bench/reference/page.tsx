// The bench's reference page: what the dashboard draws (a FullCalendar week with the same events beside a
// plain list of the same tasks), as one React 19 bundle with no federation, no auth and no data layer.
// The bench reports the dashboard's main-thread script time, TBT and LCP as ratios to this page.
import { createRoot } from 'react-dom/client';
import { referenceEvents, referenceTasks } from './data.mjs';
import { WeekAndTasks } from './view';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const events = referenceEvents(new Date(), timeZone).map((e, i) => ({
  id: String(i),
  title: e.title,
  start: e.startDate,
  end: e.endDate,
  color: e.color,
}));
const tasks = referenceTasks(new Date());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <WeekAndTasks
    events={events}
    tasks={tasks}
    calendarTitle="Calendar"
    tasksTitle="Most urgent tasks"
  />,
);
