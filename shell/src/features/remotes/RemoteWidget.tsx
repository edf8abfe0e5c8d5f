// Renders a plain React component a remote exposes (./TasksSidebar, ...) inside the shell's own tree.
import { createElement, useState, type ComponentType, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { usePurposeConsent, type Purpose } from '@planner/shared/consent';
import type { RemoteName, WidgetName, WidgetProps } from '@planner/shared/mf';
import { RemoteBoundary, RemoteLoadError } from './RemoteBoundary';
import { useMainAreaShown } from './mainArea';
import { useRemoteModule } from './moduleStates';
import { loadExposed } from './remoteRegistry';
import { useNearViewport } from './useNearViewport';
import styles from './RemoteUnavailable.module.css';

/** A widget of the suite's contract (RemoteModules in @planner/shared/mf), with the props it takes. */
export interface RemoteWidgetProps<R extends RemoteName, M extends WidgetName<R>> {
  remote: R;
  /** The exposed module, e.g. './TasksSidebar'; its default export (or the export named like it). */
  module: M;
  props?: WidgetProps<R, M>;
  /** The purpose the widget needs the person's consent to: nothing is loaded or shown until then. */
  consent?: Purpose;
  /** Loaded only once its slot comes near the viewport (loadingPlan.ts, WidgetRef). */
  whenNear?: boolean;
}

type P = object;
type LoadedModule = { default?: ComponentType<P> } & Record<string, unknown>;

/** The module's default export, or the export named like the module ('./TasksSidebar' -> TasksSidebar). */
function componentOf(mod: LoadedModule, module: string): ComponentType<P> | undefined {
  const named = mod[module.replace(/^\.\//, '')];
  return mod.default ?? (typeof named === 'function' ? (named as ComponentType<P>) : undefined);
}

function Loading({ ref }: { ref?: Ref<HTMLParagraphElement> }) {
  const { t } = useTranslation('common');
  return (
    <p ref={ref} className={styles.loading} role="status" data-widget-loading="">
      {t('loading')}
    </p>
  );
}

/** Hands a failed load to the surrounding RemoteBoundary (its "unavailable, retry" panel). */
function Failed({ error }: { error: unknown }): never {
  throw error;
}

/**
 * `<RemoteWidget remote="tasks" module="./TasksSidebar" props={{}} />`. The module is loaded before the
 * widget renders (no Suspense: React holds a fallback that is replaced soon after on screen for up to
 * 300 ms), once the page's main area has shown (mainArea.ts), unless it is loaded already. With
 * `consent`, only once the person has consented to that purpose; with `whenNear`, only once its slot has
 * come near the viewport.
 */
export function RemoteWidget<R extends RemoteName, M extends WidgetName<R>>({
  consent,
  ...slot
}: RemoteWidgetProps<R, M>) {
  return consent ? <WithConsent purpose={consent} {...slot} /> : <WidgetSlot {...slot} />;
}

type SlotProps = { remote: RemoteName; module: string; props?: P; whenNear?: boolean };

/** The slot once the person has consented to `purpose`; nothing before (or after it is withdrawn). */
function WithConsent({ purpose, ...slot }: SlotProps & { purpose: Purpose }) {
  return usePurposeConsent(purpose) === true ? <WidgetSlot {...slot} /> : null;
}

function WidgetSlot({ remote, module, props, whenNear }: SlotProps) {
  // A retry remounts the widget: after a crash it renders afresh, after a failed load it loads again.
  const [attempt, setAttempt] = useState(0);
  return (
    <div className={styles.slot} data-remote-slot={remote} data-remote-module={module}>
      <RemoteBoundary remote={remote} onRetry={() => setAttempt((a) => a + 1)}>
        <WidgetBody
          key={attempt}
          remote={remote}
          module={module}
          props={props}
          whenNear={whenNear}
        />
      </RemoteBoundary>
    </div>
  );
}

function WidgetBody({ remote, module, props, whenNear = false }: SlotProps) {
  const mainShown = useMainAreaShown();
  // The slot itself has no box (display: contents): its loading line is what comes near the viewport,
  // looked for once the main area is shown (before, the calendar's card only reserves a screen's height).
  const { near, ref } = useNearViewport(whenNear, mainShown);
  const state = useRemoteModule(remote, module, () => loadExposed(remote, module), {
    enabled: mainShown && near,
    transition: true,
  });
  if (state.status === 'failed') return <Failed error={new RemoteLoadError(remote, state.error)} />;
  if (state.status !== 'ready') return <Loading ref={ref} />;
  const Component = componentOf(state.module as LoadedModule, module);
  if (!Component)
    return (
      <Failed error={new RemoteLoadError(remote, new Error(`${module} exports no component`))} />
    );
  // The module's own component (not one made here): createElement, as JSX would read it as a local one.
  return createElement(Component, props ?? {});
}
