// The bench's floor page: the reference page (bench/reference: a FullCalendar week and a plain list of the
// same events and tasks) plus the parts DESIGN.md makes every start of the product run, whatever its
// architecture: Firebase Authentication restoring the signed-in user, i18next with the texts the first
// screen shows, the local copy read from localforage, the wire model's zod schemas checking it and the
// server's answer, TanStack Query holding both, axios asking the api, an RxJS bus told what came. One
// bundle, no federation, no frame: what is left between it and /dashboard is the product's own structure.
// The bench (bench/run.mjs, in its Lighthouse runs) and the trace bench (bench/trace) report the floor's
// script time over the reference page's, in the same runs: the least a dashboard built on those parts
// could reach against issue #20's 1.5x. The bench writes the reference week into its guest (visitFloor).
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInAnonymously,
  type User,
} from 'firebase/auth';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import localforage from 'localforage';
import axios from 'axios';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Subject } from 'rxjs';
import * as z from 'zod/mini';
import { eventSchema, taskSchema, type CalendarEvent, type Task } from '@planner/shared/model';
import commonTexts from '../../shared/src/i18n/locales/en/common.json';
import calendarTexts from '../../mf-calendar/src/locales/en/calendar.json';
import tasksTexts from '../../mf-tasks/src/locales/en/tasks.json';
import { WeekAndTasks } from '../reference/view';

// Written in at build time from the suite's client settings (bench/lib/reference.mjs), as in its bundles.
declare const process: {
  env: Record<
    | 'PLANNER_API_URL'
    | 'PLANNER_APP_SECRET'
    | 'PLANNER_AUTH_EMULATOR_URL'
    | 'PLANNER_FIREBASE_API_KEY'
    | 'PLANNER_FIREBASE_PROJECT_ID'
    | 'PLANNER_FIREBASE_AUTH_DOMAIN',
    string
  >;
};
const API = `${process.env.PLANNER_API_URL}/connect`;

// As the shell does (firebaseDefaults.ts): Firebase finds its config in code, not in a cookie.
(globalThis as { __FIREBASE_DEFAULTS__?: object }).__FIREBASE_DEFAULTS__ ??= {};
const auth = initializeAuth(
  initializeApp({
    apiKey: process.env.PLANNER_FIREBASE_API_KEY,
    projectId: process.env.PLANNER_FIREBASE_PROJECT_ID,
    authDomain: process.env.PLANNER_FIREBASE_AUTH_DOMAIN,
  }),
  { persistence: [indexedDBLocalPersistence, browserLocalPersistence] },
);
connectAuthEmulator(auth, process.env.PLANNER_AUTH_EMULATOR_URL, { disableWarnings: true });

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common', 'calendar', 'tasks'],
  defaultNS: 'common',
  resources: { en: { common: commonTexts, calendar: calendarTexts, tasks: tasksTexts } },
  interpolation: { escapeValue: false },
});

const localCopy = localforage.createInstance({ name: 'planner-floor', storeName: 'records' });
const bus = new Subject<{ list: string; count: number }>();
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The signed-in user; a first visit signs in as a guest (the bench writes the reference week into it). */
const signedIn = (async () => {
  await auth.authStateReady();
  return auth.currentUser ?? (await signInAnonymously(auth)).user;
})();

async function apiHeaders(user: User) {
  return {
    'app-secret': process.env.PLANNER_APP_SECRET,
    authorization: `Bearer ${await user.getIdToken()}`,
  };
}

/**
 * One list as the product keeps it: the local copy put in the query's cache as soon as it is read, then
 * the server's answer, both checked. TanStack Query's structural sharing keeps the local copy's objects
 * where the server's answer is the same, so the page does not draw the same week twice.
 */
function listQuery<T>(key: string, route: string, schema: z.ZodMiniType<T>) {
  const list = z.array(schema);
  const queryKey = [key];
  void localCopy.getItem(key).then((stored) => {
    if (stored && queryClient.getQueryData(queryKey) === undefined)
      queryClient.setQueryData(queryKey, list.parse(stored));
  });
  return {
    queryKey,
    queryFn: async (): Promise<T[]> => {
      const headers = await apiHeaders(await signedIn);
      const response = await axios.get(`${API}${route}`, { headers });
      const items = list.parse(response.data.data);
      await localCopy.setItem(key, items);
      bus.next({ list: key, count: items.length });
      return items;
    },
  };
}

const eventsQuery = listQuery<CalendarEvent>('calendar', '/calendar/calendar', eventSchema);
const tasksQuery = listQuery<Task>('tasks', '/task/task', taskSchema);

function FloorPage() {
  const { t } = useTranslation();
  const events = useQuery(eventsQuery).data;
  const tasks = useQuery(tasksQuery).data;
  const shownEvents = useMemo(
    () =>
      events?.map((e) => ({
        id: e.id,
        title: e.title,
        start: e.startDate,
        end: e.endDate,
        color: e.color,
      })),
    [events],
  );
  const openTasks = useMemo(() => tasks?.filter((task) => !task.done), [tasks]);
  if (!shownEvents || !openTasks) return <p>{t('loading')}</p>;
  return (
    <WeekAndTasks
      events={shownEvents}
      tasks={openTasks}
      calendarTitle={t('calendar:title')}
      tasksTitle={t('tasks:sidebar.title')}
    />
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <QueryClientProvider client={queryClient}>
    <FloorPage />
  </QueryClientProvider>,
);
