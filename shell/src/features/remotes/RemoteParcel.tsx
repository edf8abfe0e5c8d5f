// Mounts a remote's ./lifecycles (its own React root) under a route, with single-spa-react's <Parcel>.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import type {
  LifecyclesModule,
  MountProps,
  RemoteLifecycles,
  RemoteName,
} from '@planner/shared/mf';
import { ScreenPlaceholder } from '@planner/shared/mf';
import { RemoteBoundary, RemoteLoadError } from './RemoteBoundary';
import { markMainAreaShown, markMainAreaShownLater } from './mainArea';
import { useRemoteModule } from './moduleStates';
import { loadRemoteModule } from './remoteRegistry';
import styles from './RemoteUnavailable.module.css';

export interface RemoteParcelProps {
  remote: RemoteName;
  /** The route the remote is mounted under; a new basename mounts the remote afresh. */
  basename: string;
  /** The screen's title, shown where the remote will show it while the remote loads. */
  title: string;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; lifecycles: RemoteLifecycles }
  | { status: 'failed'; error: unknown };

/**
 * Loads the lifecycles itself before handing them to <Parcel>: a failed load then reaches the
 * boundary as a RemoteLoadError, instead of an unhandled rejection inside single-spa-react. Already
 * loaded (preloaded with the page): ready from the first render.
 */
function useLifecycles(remote: RemoteName): LoadState {
  const state = useRemoteModule(remote, './lifecycles', () =>
    loadRemoteModule(remote, './lifecycles'),
  );
  if (state.status === 'ready')
    return { status: 'ready', lifecycles: (state.module as LifecyclesModule).default };
  if (state.status === 'failed')
    return { status: 'failed', error: new RemoteLoadError(remote, state.error) };
  return { status: 'loading' };
}

function MountedParcel({
  remote,
  basename,
  title,
  navigate,
}: RemoteParcelProps & Pick<MountProps, 'navigate'>) {
  const { t } = useTranslation('common');
  const state = useLifecycles(remote);
  const [mountFailure, setMountFailure] = useState<{ error: unknown } | null>(null);
  const [mounted, setMounted] = useState(false);
  // Surfaced during render so the surrounding RemoteBoundary shows the retry panel.
  if (state.status === 'failed') throw state.error;
  if (mountFailure) throw mountFailure.error;
  // The placeholder overlays the remote's box: its removal moves nothing (no layout shift).
  return (
    <div className={styles.parcel}>
      {mounted ? null : (
        <div className={styles.overlay}>
          <ScreenPlaceholder title={title} status={t('loading')} />
        </div>
      )}
      {state.status === 'ready' ? (
        <Parcel
          config={state.lifecycles}
          mountParcel={mountRootParcel}
          handleError={(error: unknown) => {
            markMainAreaShown();
            setMountFailure({ error });
          }}
          parcelDidMount={() => {
            markMainAreaShownLater(state.lifecycles.reportsShown === true);
            setMounted(true);
          }}
          wrapWith="div"
          basename={basename}
          navigate={navigate}
          // The widgets beside the page load once the remote's content is on screen (mainArea.ts).
          onShown={markMainAreaShown}
        />
      ) : null}
    </div>
  );
}

/** `<RemoteParcel remote="tasks" basename="/dashboard/tasks" />` inside the shell's router. */
export function RemoteParcel({ remote, basename, title }: RemoteParcelProps) {
  const routerNavigate = useNavigate();
  const navigate = useCallback((to: string) => void routerNavigate(to), [routerNavigate]);
  const [attempt, setAttempt] = useState(0);
  return (
    <div className={styles.slot} data-remote-slot={remote}>
      <RemoteBoundary
        remote={remote}
        onRetry={() => setAttempt((a) => a + 1)}
        // The page's widgets wait for its main area (mainArea.ts): one that is down holds none back.
        onError={markMainAreaShown}
      >
        <MountedParcel
          key={`${basename}#${attempt}`}
          remote={remote}
          basename={basename}
          title={title}
          navigate={navigate}
        />
      </RemoteBoundary>
    </div>
  );
}
