// The reference page's data, also written into the bench guest's account so /dashboard shows the same week:
// 12 events in the current week and 10 open tasks, the same on every run (deterministic).

/** Monday 00:00 (local time) of the week holding `now`. */
function startOfWeek(now) {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
}

const COLORS = ['#FF6700', '#2E7D32', '#3949AB', '#C62828', '#00838F', '#8E24AA'];
const TITLES = [
  'Team stand-up',
  'Lecture: statistics',
  'Dentist',
  'Lunch with Sam',
  'Project review',
  'Gym',
  'Piano lesson',
  'Call the bank',
  'Parents evening',
  'Client workshop',
  'Yoga',
  'Book club',
];

/**
 * Events as the api takes them (POST /calendar/create {event}): one a day at 9:00 and one every other
 * day at 14:00 or 18:00, 45 to 90 minutes, in the browser's own time zone.
 * @param {Date} now
 * @param {string} timeZone
 */
export function referenceEvents(now, timeZone) {
  const monday = startOfWeek(now);
  return TITLES.map((title, i) => {
    const start = new Date(monday);
    start.setDate(monday.getDate() + (i % 7));
    start.setHours(i < 7 ? 9 : i % 2 ? 14 : 18, 0, 0, 0);
    const end = new Date(start.getTime() + (45 + (i % 3) * 22.5) * 60_000);
    return {
      title,
      description: '',
      color: COLORS[i % COLORS.length],
      allDay: false,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      timeZone,
      recurrence: 'none',
      recurrenceId: null,
      recurrenceEnd: null,
      reminderMinutes: null,
      presetId: null,
      lastUpdated: 0,
    };
  });
}

const TASKS = [
  ['Hand in the essay', 'high', 'lessThan2Days', '15to2Hour'],
  ['Pay the electricity bill', 'high', 'lessThan2Days', 'lessThan15Min'],
  ['Book train tickets', 'medium', '2to5Days', 'lessThan15Min'],
  ['Prepare the slides', 'high', '2to5Days', 'moreThan2Hour'],
  ['Renew the passport', 'medium', 'moreThan5Days', '15to2Hour'],
  ['Clean the fridge', 'low', '2to5Days', '15to2Hour'],
  ['Reply to Marie', 'medium', 'lessThan2Days', 'lessThan15Min'],
  ['Sort the photos', 'low', 'moreThan5Days', 'moreThan2Hour'],
  ['Order printer ink', 'low', 'lessThan2Days', 'lessThan15Min'],
  ['Plan the weekend', 'medium', 'moreThan5Days', '15to2Hour'],
];

/**
 * Tasks as the api takes them (POST /task/create {task}): no deadline date, a deadline range each.
 * @param {Date} now
 */
export function referenceTasks(now) {
  return TASKS.map(([title, priority, deadlineRange, estimatedTimeRange]) => ({
    title,
    description: '',
    priority,
    deadline: null,
    deadlineRange,
    estimatedTimeRange,
    done: false,
    doneAt: null,
    createdAt: now.toISOString(),
    lastUpdated: 0,
  }));
}
