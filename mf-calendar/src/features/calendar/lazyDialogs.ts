// The calendar page's dialogs and panels, each in its own chunk: none shows before a user action, so none is
// downloaded with /dashboard (docs/architecture.md "Dialogs on demand"). Render one only while it is open;
// `.load` is also the prefetch an opener calls on pointerenter or focus (a chunk is fetched once).
import { onDemand } from '@planner/shared/ui';

export const EventPopup = onDemand(() =>
  import(/* webpackChunkName: "event-popup" */ '../popup/components/EventPopup').then(
    (m) => m.EventPopup,
  ),
);

/** The popup's form logic, in the popup's chunk (the editing hook converts values with it). */
export const loadEventForm = () =>
  import(/* webpackChunkName: "event-popup" */ '../popup/eventForm');

export const ScopeDialog = onDemand(() =>
  import(/* webpackChunkName: "event-scope" */ '../popup/components/ScopeDialog').then(
    (m) => m.ScopeDialog,
  ),
);

export const PlanPanel = onDemand(() =>
  import(/* webpackChunkName: "plan-panel" */ '../tasks/components/PlanPanel').then(
    (m) => m.PlanPanel,
  ),
);

export const TaskBlockDialog = onDemand(() =>
  import(/* webpackChunkName: "task-block" */ '../tasks/components/TaskBlockDialog').then(
    (m) => m.TaskBlockDialog,
  ),
);

export const OutsideEventDialog = onDemand(() =>
  import(/* webpackChunkName: "outside-event" */ '../outside/OutsideEventDialog').then(
    (m) => m.OutsideEventDialog,
  ),
);

export const ImportDialog = onDemand(() =>
  import(/* webpackChunkName: "ics-import" */ '../ics/ImportDialog').then((m) => m.ImportDialog),
);
