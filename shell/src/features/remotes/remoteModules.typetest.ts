// Type test (checked by `npm run typecheck`, never run): the shell loads remote modules by the suite's
// contract, RemoteModules in @planner/shared/mf, and refuses names a remote does not expose.
import type { ComponentType } from 'react';
import type { RemoteLifecycles, WidgetName } from '@planner/shared/mf';
import { loadRemoteModule } from './remoteRegistry';

export async function typeTest(): Promise<void> {
  const sidebar = await loadRemoteModule('tasks', './TasksSidebar');
  const component: ComponentType<Record<string, never>> = sidebar.default;
  const lifecycles: RemoteLifecycles = (await loadRemoteModule('calendar', './lifecycles')).default;
  // @ts-expect-error the tasks remote does not expose the events sidebar
  await loadRemoteModule('tasks', './EventsSidebar');
  // @ts-expect-error not a remote of the suite
  await loadRemoteModule('weather', './lifecycles');
  // @ts-expect-error ./lifecycles is a parcel, not a widget
  const notAWidget: WidgetName<'tasks'> = './lifecycles';
  void [component, lifecycles, notAWidget];
}
