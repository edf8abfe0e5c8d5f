// Which remote modules each signed-in page shows, in ONE table: the pages render from it (SignedInArea,
// DashboardHome, DashboardLayout) and the shell fetches ahead from it (routes.tsx preloadSignedInArea).
import type { RemoteName } from '@planner/shared/mf';

/** Each signed-in route below /dashboard and the remote it mounts (docs/architecture.md). */
export const REMOTE_ROUTES = [
  { path: 'tasks', remote: 'tasks', page: 'tasks' },
  { path: 'presets', remote: 'calendar', page: 'presets' },
  { path: 'notifications', remote: 'notifications', page: 'notifications' },
  { path: 'settings', remote: 'settings', page: 'settings' },
  { path: 'profile', remote: 'profile', page: 'profile' },
  { path: 'contacts', remote: 'profile', page: 'contacts' },
] as const;

/** A plain React component a remote exposes, shown in the shell's own tree (RemoteWidget). */
export interface WidgetRef {
  remote: RemoteName;
  module: string;
}

/** The widgets of the frame every signed-in page shows (DashboardLayout's header). */
export const FRAME_WIDGETS = {
  bell: { remote: 'notifications', module: './NotificationBell' },
} as const satisfies Record<string, WidgetRef>;

/** /dashboard itself (DashboardHome): the calendar in the main area, the widgets beside it. */
export const HOME_PAGE = {
  main: { remote: 'calendar', basename: '/dashboard' },
  widgets: {
    events: { remote: 'calendar', module: './EventsSidebar' },
    tasks: { remote: 'tasks', module: './TasksSidebar' },
    // Renders nothing without consent; a house message while no ad provider is configured.
    ad: { remote: 'settings', module: './AdSlot' },
  },
} as const satisfies {
  main: { remote: RemoteName; basename: string };
  widgets: Record<string, WidgetRef>;
};

/** Modules of one remote a page shows; `basename`: where its ./lifecycles mounts, when it is one of them. */
export interface PageRemote {
  remote: RemoteName;
  exposes: readonly string[];
  basename?: string;
  /** The page shows the remote's 'preload-*' chunks at once: fetched with its entry (earlyPreload.ts). */
  withPreloadChunks?: boolean;
}

const asPageRemotes = (widgets: Record<string, WidgetRef>): PageRemote[] =>
  Object.values(widgets).map(({ remote, module }) => ({ remote, exposes: [module] }));

/** The remote modules a signed-in page needs, main area first; [] outside /dashboard. */
export function remoteModulesFor(pathname: string): readonly PageRemote[] {
  const match = /^\/dashboard(?:$|\/)([^/]*)/.exec(pathname);
  if (!match) return [];
  const frame = asPageRemotes(FRAME_WIDGETS);
  const section = match[1];
  if (!section) {
    const { remote, basename } = HOME_PAGE.main;
    // The calendar's first screen needs its FullCalendar chunk at once.
    const main = { remote, exposes: ['./lifecycles'], basename, withPreloadChunks: true };
    return [main, ...asPageRemotes(HOME_PAGE.widgets), ...frame];
  }
  const route = REMOTE_ROUTES.find((r) => r.path === section);
  if (!route) return frame;
  const main = {
    remote: route.remote,
    exposes: ['./lifecycles'],
    basename: `/dashboard/${route.path}`,
  };
  return [main, ...frame];
}
