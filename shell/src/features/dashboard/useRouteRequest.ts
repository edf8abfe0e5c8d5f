// Sends a bus request to the remote that answers it (bus.request): at once when this page shows that remote and
// it is mounted; else it is held while that remote loads, or while the shell goes to the page that shows it.
// The create menu and the shortcuts use it.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, type BusEvents, type EventName } from '@planner/shared/bus';

export type RouteRequest = <K extends EventName>(
  name: K,
  payload: BusEvents[K],
  /** The routes whose mounted remote answers; the first is where to go from any other page. */
  routes: readonly string[],
) => void;

export function useRouteRequest(): RouteRequest {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (name, payload, routes) => {
      bus.request(name, payload);
      if (!routes.includes(pathname.replace(/\/$/, ''))) navigate(routes[0] ?? '/dashboard');
    },
    [pathname, navigate],
  ) as RouteRequest;
}
