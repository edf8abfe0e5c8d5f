// Which remote each signed-in page shows: the routes under /dashboard, and what to fetch ahead for a page.
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

/** Modules of one remote a page shows; `basename`: where its ./lifecycles mounts, when it is one of them. */
export interface PageRemote {
  remote: RemoteName;
  exposes: readonly string[];
  basename?: string;
  /** The page shows the remote's 'preload-*' chunks at once: fetched with its entry (earlyPreload.ts). */
  withPreloadChunks?: boolean;
}

/** What every signed-in page shows (DashboardLayout's header). */
const FRAME: readonly PageRemote[] = [{ remote: 'notifications', exposes: ['./NotificationBell'] }];

/** What /dashboard itself shows (DashboardHome): the calendar and the two sidebars. */
const HOME: readonly PageRemote[] = [
  {
    remote: 'calendar',
    exposes: ['./lifecycles'],
    basename: '/dashboard',
    withPreloadChunks: true,
  },
  { remote: 'calendar', exposes: ['./EventsSidebar'] },
  { remote: 'tasks', exposes: ['./TasksSidebar'] },
];

/** The remote modules a signed-in page needs, main area first; [] outside /dashboard. */
export function remoteModulesFor(pathname: string): readonly PageRemote[] {
  const match = /^\/dashboard(?:$|\/)([^/]*)/.exec(pathname);
  if (!match) return [];
  const section = match[1];
  if (!section) return [...HOME, ...FRAME];
  const route = REMOTE_ROUTES.find((r) => r.path === section);
  if (!route) return FRAME;
  const main = {
    remote: route.remote,
    exposes: ['./lifecycles'],
    basename: `/dashboard/${route.path}`,
  };
  return [main, ...FRAME];
}
