// The calendar page's dialogs and panels, each in its own chunk: none shows before a user action, so none is
// downloaded with /dashboard (docs/architecture.md "Dialogs on demand"). Each `load*` is also the prefetch
// an opener calls on pointerenter or focus; a chunk is fetched once, whichever asks first.
import { lazy } from 'react';

export const loadEventPopup = () =>
  import(/* webpackChunkName: "event-popup" */ '../popup/components/EventPopup');
export const EventPopup = lazy(() => loadEventPopup().then((m) => ({ default: m.EventPopup })));

/** The popup's form logic, in the popup's chunk (the editing hook converts values with it). */
export const loadEventForm = () =>
  import(/* webpackChunkName: "event-popup" */ '../popup/eventForm');

export const loadScopeDialog = () =>
  import(/* webpackChunkName: "event-scope" */ '../popup/components/ScopeDialog');
export const ScopeDialog = lazy(() => loadScopeDialog().then((m) => ({ default: m.ScopeDialog })));

export const loadPlanPanel = () =>
  import(/* webpackChunkName: "plan-panel" */ '../tasks/components/PlanPanel');
export const PlanPanel = lazy(() => loadPlanPanel().then((m) => ({ default: m.PlanPanel })));

export const loadTaskBlockDialog = () =>
  import(/* webpackChunkName: "task-block" */ '../tasks/components/TaskBlockDialog');
export const TaskBlockDialog = lazy(() =>
  loadTaskBlockDialog().then((m) => ({ default: m.TaskBlockDialog })),
);

export const loadOutsideEventDialog = () =>
  import(/* webpackChunkName: "outside-event" */ '../outside/OutsideEventDialog');
export const OutsideEventDialog = lazy(() =>
  loadOutsideEventDialog().then((m) => ({ default: m.OutsideEventDialog })),
);

export const loadImportDialog = () =>
  import(/* webpackChunkName: "ics-import" */ '../ics/ImportDialog');
export const ImportDialog = lazy(() =>
  loadImportDialog().then((m) => ({ default: m.ImportDialog })),
);

/** A prefetch hint: starts the downloads, ignores a failure (the lazy component asks again). */
export function prefetch(...loads: Array<() => Promise<unknown>>): void {
  for (const load of loads) load().catch(() => {});
}
