// Renders a plain React component a remote exposes (./TasksSidebar, ...) inside the shell's own tree.
import {
  Suspense,
  lazy,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@planner/shared/mf';
import { RemoteBoundary, RemoteLoadError } from './RemoteBoundary';
import { isMainAreaShown, onMainAreaShown } from './mainArea';
import { loadRemoteModule, loadedRemoteModule } from './remoteRegistry';
import styles from './RemoteUnavailable.module.css';

export interface RemoteWidgetProps<P extends object> {
  remote: RemoteName;
  /** The exposed module, e.g. './TasksSidebar'; its default export (or the export named like it). */
  module: string;
  props?: P;
}

type WidgetModule<P> = { default?: ComponentType<P> } & Record<string, unknown>;

/**
 * One React.lazy per remote and module, shared by every place that shows that widget. A lazy keeps
 * its first result forever, so a failed one is forgotten at once: the next mount or Retry loads anew.
 */
const lazyWidgets = new Map<string, LazyExoticComponent<ComponentType<object>>>();

function lazyWidget<P extends object>(remote: RemoteName, module: string) {
  const key = `${remote}|${module}`;
  let widget = lazyWidgets.get(key);
  if (!widget) {
    const created = lazy(async () => {
      try {
        return await loadWidget<object>(remote, module);
      } catch (error) {
        if (lazyWidgets.get(key) === created) lazyWidgets.delete(key);
        throw error;
      }
    });
    lazyWidgets.set(key, created);
    widget = created;
  }
  return widget as unknown as LazyExoticComponent<ComponentType<P>>;
}

async function loadWidget<P extends object>(
  remote: RemoteName,
  module: string,
): Promise<{ default: ComponentType<P> }> {
  let mod: WidgetModule<P>;
  try {
    mod = await loadRemoteModule<WidgetModule<P>>(remote, module);
  } catch (error) {
    throw new RemoteLoadError(remote, error);
  }
  const Component = componentOf(mod, module);
  if (!Component) throw new RemoteLoadError(remote, new Error(`${module} exports no component`));
  return { default: Component };
}

/** The module's default export, or the export named like the module ('./TasksSidebar' -> TasksSidebar). */
function componentOf<P>(mod: WidgetModule<P>, module: string): ComponentType<P> | undefined {
  const named = mod[module.replace(/^\.\//, '')];
  return mod.default ?? (typeof named === 'function' ? (named as ComponentType<P>) : undefined);
}

/** The widget itself when its module is already loaded (preloaded with the page): no suspension. */
function loadedWidget<P extends object>(remote: RemoteName, module: string) {
  const mod = loadedRemoteModule<WidgetModule<P>>(remote, module);
  return mod ? componentOf(mod, module) : undefined;
}

function Loading() {
  const { t } = useTranslation('common');
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}

/** `<RemoteWidget remote="tasks" module="./TasksSidebar" props={{}} />` */
export function RemoteWidget<P extends object>({ remote, module, props }: RemoteWidgetProps<P>) {
  // Held in state so the same lazy component is rendered until a retry asks for it again (a fresh
  // one after a failed load; the same one after a crash, remounted through the new attempt key).
  const [widget, setWidget] = useState(() => ({
    attempt: 0,
    Widget: loadedWidget<P>(remote, module) ?? lazyWidget<P>(remote, module),
  }));
  const retry = () =>
    setWidget(({ attempt }) => ({ attempt: attempt + 1, Widget: lazyWidget<P>(remote, module) }));
  const { Widget, attempt } = widget;
  // A widget that is not loaded yet waits for the page's main area (mainArea.ts).
  const mainShown = useSyncExternalStore(onMainAreaShown, isMainAreaShown, isMainAreaShown);
  const waiting = !mainShown && !loadedWidget<P>(remote, module);
  return (
    <div className={styles.slot} data-remote-slot={remote} data-remote-module={module}>
      <RemoteBoundary remote={remote} onRetry={retry}>
        <Suspense key={attempt} fallback={<Loading />}>
          {waiting ? <Loading /> : <Widget {...((props ?? {}) as P)} />}
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
