// The task popup on demand: the form's code is downloaded at its first opening (or when the pointer or
// focus reaches the widget), not with the sidebar or the list (docs/architecture.md "Dialogs on demand").
import { onDemand, prefetchOn } from '@planner/shared/ui';
import type { TaskPopupProps } from './TaskPopup';

const TaskPopup = onDemand(() =>
  import(/* webpackChunkName: "task-popup" */ './TaskPopup').then((m) => m.TaskPopup),
);

/** Spread on an area a task is opened from: the popup's chunk is fetched as pointer or focus arrive. */
export const prefetchTaskPopupOn = prefetchOn(TaskPopup.load);

export function LazyTaskPopup(props: TaskPopupProps) {
  return props.state ? <TaskPopup {...props} /> : null;
}
