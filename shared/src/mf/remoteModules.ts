// The type of every module a remote exposes (the federation contract, docs/architecture.md): the shell
// loads them by name with these types, and each remote's src/exposes.ts, which is also what webpack
// exposes, is checked against them by the typecheck.
import type { ComponentType } from 'react';
import type { RemoteLifecycles } from './defineRemote';
import type { RemoteName } from './remotes';

/** A module whose default export is a plain React component the shell renders (a widget). */
export interface WidgetModule<P extends object = Record<string, never>> {
  default: ComponentType<P>;
}

/**
 * A remote's ./lifecycles module: `export default defineRemote(...)`. One default export, so whatever
 * defineRemote gains (a new lifecycle, a flag such as reportsShown) reaches the shell without editing
 * five remotes.
 */
export interface LifecyclesModule {
  default: RemoteLifecycles;
}

/** Remote -> exposed module -> its type. Every remote exposes ./lifecycles (defineRemote). */
export interface RemoteModules extends Record<RemoteName, { './lifecycles': LifecyclesModule }> {
  calendar: { './lifecycles': LifecyclesModule; './EventsSidebar': WidgetModule };
  tasks: { './lifecycles': LifecyclesModule; './TasksSidebar': WidgetModule };
  notifications: { './lifecycles': LifecyclesModule; './NotificationBell': WidgetModule };
  profile: { './lifecycles': LifecyclesModule };
  settings: { './lifecycles': LifecyclesModule; './AdSlot': WidgetModule };
}

/** The names a remote exposes, e.g. './lifecycles' | './TasksSidebar'. */
export type ExposedName<R extends RemoteName> = keyof RemoteModules[R] & string;

/** The exposed names of a remote that are widgets (a component as default export): all but ./lifecycles. */
export type WidgetName<R extends RemoteName> = {
  [M in ExposedName<R>]: RemoteModules[R][M] extends LifecyclesModule ? never : M;
}[ExposedName<R>];

/** The props a widget takes. */
export type WidgetProps<R extends RemoteName, M extends WidgetName<R>> =
  RemoteModules[R][M] extends WidgetModule<infer P> ? P : never;

/**
 * A remote's src/exposes.ts: exposed name -> `() => import(file)`, exactly the names of RemoteModules[R]
 * and of their types (use `satisfies RemoteExposes<'tasks'>`). The webpack factory reads the names and
 * files from it (tooling/webpack/createConfig.cjs exposesOf), so it is the remote's one list.
 */
export type RemoteExposes<R extends RemoteName> = {
  [M in ExposedName<R>]: () => Promise<RemoteModules[R][M]>;
};
