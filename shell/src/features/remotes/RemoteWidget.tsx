// Renders a plain React component a remote exposes (./TasksSidebar, ...) inside the shell's own tree.
import {
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName, WidgetName, WidgetProps } from '@planner/shared/mf';
import { RemoteBoundary, RemoteLoadError } from './RemoteBoundary';
import { isMainAreaShown, onMainAreaShown } from './mainArea';
import { loadExposed, loadedExposed } from './remoteRegistry';
import styles from './RemoteUnavailable.module.css';

/** A widget of the suite's contract (RemoteModules in @planner/shared/mf), with the props it takes. */
export interface RemoteWidgetProps<R extends RemoteName, M extends WidgetName<R>> {
  remote: R;
  /** The exposed module, e.g. './TasksSidebar'; its default export (or the export named like it). */
  module: M;
  props?: WidgetProps<R, M>;
}

type P = object;
type LoadedModule = { default?: ComponentType<P> } & Record<string, unknown>;

async function loadWidget(
  remote: RemoteName,
  module: string,
): Promise<{ default: ComponentType<P> }> {
  let mod: LoadedModule;
  try {
    mod = (await loadExposed(remote, module)) as LoadedModule;
  } catch (error) {
    throw new RemoteLoadError(remote, error);
  }
  const Component = componentOf(mod, module);
  if (!Component) throw new RemoteLoadError(remote, new Error(`${module} exports no component`));
  return { default: Component };
}

/** The module's default export, or the export named like the module ('./TasksSidebar' -> TasksSidebar). */
function componentOf(mod: LoadedModule, module: string): ComponentType<P> | undefined {
  const named = mod[module.replace(/^\.\//, '')];
  return mod.default ?? (typeof named === 'function' ? (named as ComponentType<P>) : undefined);
}

/** The widget itself when its module is already loaded (preloaded with the page): shown at once. */
function loadedWidget(remote: RemoteName, module: string) {
  const mod = loadedExposed(remote, module) as LoadedModule | undefined;
  return mod ? componentOf(mod, module) : undefined;
}

function Loading() {
  const { t } = useTranslation('common');
  return (
    <p className={styles.loading} role="status" data-widget-loading="">
      {t('loading')}
    </p>
  );
}

type WidgetState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'failed'; error: unknown };

/** Hands a failed load to the surrounding RemoteBoundary (its "unavailable, retry" panel). */
function Failed({ error }: { error: unknown }): never {
  throw error;
}

/**
 * `<RemoteWidget remote="tasks" module="./TasksSidebar" props={{}} />`. The module is loaded before the
 * widget renders (no Suspense: React holds a fallback that is replaced soon after on screen for up to
 * 300 ms), once the page's main area has shown (mainArea.ts), unless it is loaded already.
 */
export function RemoteWidget<R extends RemoteName, M extends WidgetName<R>>({
  remote,
  module,
  props,
}: RemoteWidgetProps<R, M>) {
  const [state, setState] = useState<WidgetState>(() => {
    const Component = loadedWidget(remote, module);
    return Component ? { status: 'ready', Component } : { status: 'loading' };
  });
  // A retry after a crash remounts the widget; after a failed load, loads it again.
  const [attempt, setAttempt] = useState(0);
  const mainShown = useSyncExternalStore(onMainAreaShown, isMainAreaShown, isMainAreaShown);
  const loading = state.status === 'loading';
  useEffect(() => {
    if (!loading || !mainShown) return;
    let live = true;
    loadWidget(remote, module).then(
      ({ default: Component }) => {
        // A transition: React renders the widget in slices, without a long task.
        if (live) startTransition(() => setState({ status: 'ready', Component }));
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [loading, mainShown, remote, module, attempt]);
  const retry = () => {
    setAttempt((a) => a + 1);
    setState((s) => (s.status === 'failed' ? { status: 'loading' } : s));
  };
  return (
    <div className={styles.slot} data-remote-slot={remote} data-remote-module={module}>
      <RemoteBoundary remote={remote} onRetry={retry}>
        {state.status === 'ready' ? (
          <state.Component key={attempt} {...(props ?? {})} />
        ) : state.status === 'failed' ? (
          <Failed error={state.error} />
        ) : (
          <Loading />
        )}
      </RemoteBoundary>
    </div>
  );
}
