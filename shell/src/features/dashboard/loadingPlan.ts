// The loading plan of the signed-in area, in ONE table: which remote modules each page shows and in what
// order they load. The pages render from it (SignedInArea, DashboardHome, DashboardLayout) and ONE loader
// carries it out (features/remotes/planLoader.ts, started by signedInStart.tsx while sign-in resolves).
//
// What loads first on /dashboard, and why:
//  0. The page's frame and title (FrameSkeleton, titled by pageFor below), from the signed-in start's
//     chunk, which index.html requests beside the entry (signedInStart.tsx), before any other chunk: the
//     person sees the page they asked for, and its largest text, at once.
//  1. The page's MAIN AREA: the calendar's ./lifecycles, its FullCalendar chunk and its texts in the
//     page's language (CALENDAR_CHUNKS), as preloads from the entry, before the federation runtime has
//     even arrived (earlyPreload.ts): the calendar is the largest paint and what the user came for.
//  2. Nothing else competes with it: the WIDGETS beside it (events and tasks sidebars, the ad slot, the
//     bell) load once the main area has shown (mainArea.ts: the calendar says so when FullCalendar has
//     drawn, shared/src/mf/shown.tsx; however slow the machine, until it is stalled: MAIN_AREA_WAIT_MS),
//     and so does the identity check (index.tsx). A widget that can be off the first screen (`whenNear`:
//     the sidebars and the ad slot, under the calendar below 1,100 px) waits further, until its slot comes
//     near the viewport: on a phone, until the person scrolls toward it.
//  3. Each module's state (loading, ready, failed, retrying) lives in features/remotes/moduleStates.ts.
import { CALENDAR_CHUNKS, type RemoteName, type WidgetName } from '@planner/shared/mf';
import type { Purpose } from '@planner/shared/consent';
import type { Language } from '@planner/shared/model';
import { sectionOf } from './signedInPath';

/** Each signed-in route below /dashboard and the remote it mounts (docs/architecture.md). */
export const REMOTE_ROUTES = [
  { path: 'tasks', remote: 'tasks', page: 'tasks' },
  { path: 'presets', remote: 'calendar', page: 'presets' },
  { path: 'notifications', remote: 'notifications', page: 'notifications' },
  { path: 'settings', remote: 'settings', page: 'settings' },
  { path: 'profile', remote: 'profile', page: 'profile' },
  { path: 'contacts', remote: 'profile', page: 'contacts' },
] as const;

/**
 * A plain React component a remote exposes, shown in the shell's own tree (RemoteWidget). `consent`: the
 * widget shows nothing without the person's consent to that purpose, so it is neither loaded nor mounted
 * until it is given (and then at once, without a reload). `whenNear`: the widget is loaded only once its
 * slot comes within a quarter of a screen of the viewport (useNearViewport.ts): at once beside the calendar on a
 * wide screen; under it on a phone, as the person scrolls toward it, so a phone's start does not load,
 * evaluate and render what is not on its first screen.
 */
export type WidgetRef = {
  [R in RemoteName]: { remote: R; module: WidgetName<R>; consent?: Purpose; whenNear?: true };
}[RemoteName];

/** A page's main area: a remote's ./lifecycles mounted under `basename`, with named chunks it shows at once. */
export interface MainArea {
  remote: RemoteName;
  basename: string;
  /** Named lazy chunks of the remote (shared/src/mf/chunks.json) fetched with its entry. */
  chunks?: readonly string[];
  /** The remote's texts chunk in each language: the page's language is fetched with its entry too. */
  texts?: Readonly<Record<Language, string>>;
}

/** What one page loads: its main area first, then the widgets beside it. */
export interface PagePlan {
  main?: MainArea;
  widgets: readonly WidgetRef[];
}

/** The widgets of the frame every signed-in page shows (DashboardLayout's header). */
export const FRAME_WIDGETS = {
  bell: { remote: 'notifications', module: './NotificationBell' },
} as const satisfies Record<string, WidgetRef>;

/** /dashboard itself (DashboardHome): the calendar in the main area, the widgets beside it. */
export const HOME_PAGE = {
  main: {
    remote: 'calendar',
    basename: '/dashboard',
    chunks: [CALENDAR_CHUNKS.fullcalendar],
    texts: CALENDAR_CHUNKS.texts,
  },
  widgets: {
    events: { remote: 'calendar', module: './EventsSidebar', whenNear: true },
    tasks: { remote: 'tasks', module: './TasksSidebar', whenNear: true },
    // Renders nothing without consent to ads (the default), so without it the dashboard's start loads no
    // settings remote at all (its entry, the slot's script, style and texts, and its container's start);
    // a house message while no ad provider is configured.
    ad: { remote: 'settings', module: './AdSlot', consent: 'ads', whenNear: true },
  },
} as const satisfies { main: MainArea; widgets: Record<string, WidgetRef> };

/** The plan of a signed-in page, main area first; null outside /dashboard. */
export function planFor(pathname: string): PagePlan | null {
  const section = sectionOf(pathname);
  if (section === null) return null;
  const frame = Object.values(FRAME_WIDGETS);
  if (!section)
    return { main: HOME_PAGE.main, widgets: [...Object.values(HOME_PAGE.widgets), ...frame] };
  const route = REMOTE_ROUTES.find((r) => r.path === section);
  if (!route) return { widgets: frame };
  return { main: { remote: route.remote, basename: `/dashboard/${route.path}` }, widgets: frame };
}

/**
 * The page a signed-in path shows that has a screen title, as its key under `meta` in shell.json (the
 * frame's skeleton shows that title at once, FrameSkeleton); null for any other path.
 */
export function pageFor(pathname: string): string | null {
  const section = sectionOf(pathname);
  if (section === null) return null;
  if (!section) return 'dashboard';
  return REMOTE_ROUTES.find((r) => r.path === section)?.page ?? null;
}
