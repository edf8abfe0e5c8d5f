// The task popup on demand: the form's code is downloaded at its first opening (or when the pointer or
// focus reaches the widget), not with the sidebar or the list (docs/architecture.md "Dialogs on demand").
import { Suspense, lazy } from 'react';
import type { TaskPopupProps } from './TaskPopup';

export const loadTaskPopup = () => import(/* webpackChunkName: "task-popup" */ './TaskPopup');
const TaskPopup = lazy(() => loadTaskPopup().then((m) => ({ default: m.TaskPopup })));

/** A prefetch hint: starts the download, ignores a failure (opening the popup asks again). */
export function prefetchTaskPopup(): void {
  loadTaskPopup().catch(() => {});
}

export function LazyTaskPopup(props: TaskPopupProps) {
  if (!props.state) return null;
  return (
    <Suspense fallback={null}>
      <TaskPopup {...props} />
    </Suspense>
  );
}
