// Sends a bus command to the remote that answers it: at once when this page shows that remote, else held while
// the shell goes to the page that does (its remote answers once mounted). The create menu and the shortcuts use it.
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
      if (routes.includes(pathname.replace(/\/$/, ''))) {
        bus.publish(name, payload);
        return;
      }
      bus.hold(name, payload);
      navigate(routes[0] ?? '/dashboard');
    },
    [pathname, navigate],
  ) as RouteRequest;
}
