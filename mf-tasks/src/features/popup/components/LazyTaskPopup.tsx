// The task popup on demand: the form's code is downloaded at its first opening (or when the pointer or
// focus reaches the widget), not with the sidebar or the list (docs/architecture.md "Dialogs on demand").
import { onDemand } from '@planner/shared/ui';
import type { TaskPopupProps } from './TaskPopup';

const TaskPopup = onDemand(() =>
  import(/* webpackChunkName: "task-popup" */ './TaskPopup').then((m) => m.TaskPopup),
);

/** A prefetch hint: starts the download, ignores a failure (opening the popup asks again). */
export function prefetchTaskPopup(): void {
  TaskPopup.load().catch(() => {});
}

export function LazyTaskPopup(props: TaskPopupProps) {
  return props.state ? <TaskPopup {...props} /> : null;
}
