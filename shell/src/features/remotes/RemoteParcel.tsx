// Mounts a remote's ./lifecycles (its own React root) under a route, with single-spa-react's <Parcel>.
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import type { MountProps, RemoteName } from '@planner/shared/mf';
import { RemoteBoundary, RemoteLoadError } from './RemoteBoundary';
import { loadRemoteModule } from './remoteRegistry';
import styles from './RemoteUnavailable.module.css';

export interface RemoteParcelProps {
  remote: RemoteName;
  /** The route the remote is mounted under; a new basename mounts the remote afresh. */
  basename: string;
}

let parcelCount = 0;

/** Loads the lifecycles; the function's name becomes the parcel's name, unique per mount. */
function lifecyclesLoader(remote: RemoteName): () => Promise<ParcelConfigObject> {
  const load = () =>
    loadRemoteModule<ParcelConfigObject>(remote, './lifecycles').catch((error: unknown) => {
      throw new RemoteLoadError(remote, error);
    });
  Object.defineProperty(load, 'name', { value: `${remote}-parcel-${++parcelCount}` });
  return load;
}

function MountedParcel({
  remote,
  basename,
  navigate,
}: RemoteParcelProps & Pick<MountProps, 'navigate'>) {
  const { t } = useTranslation('common');
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [mounted, setMounted] = useState(false);
  const config = useMemo(() => lifecyclesLoader(remote), [remote]);
  // Surfaced during render so the surrounding RemoteBoundary shows the retry panel.
  if (failure) throw failure.error;
  return (
    <>
      {mounted ? null : (
        <p className={styles.loading} role="status">
          {t('loading')}
        </p>
      )}
      <Parcel
        config={config}
        mountParcel={mountRootParcel}
        handleError={(error: unknown) => setFailure({ error })}
        parcelDidMount={() => setMounted(true)}
        wrapWith="div"
        basename={basename}
        navigate={navigate}
      />
    </>
  );
}

/** `<RemoteParcel remote="tasks" basename="/dashboard/tasks" />` inside the shell's router. */
export function RemoteParcel({ remote, basename }: RemoteParcelProps) {
  const routerNavigate = useNavigate();
  const navigate = useCallback((to: string) => void routerNavigate(to), [routerNavigate]);
  const [attempt, setAttempt] = useState(0);
  return (
    <div className={styles.slot} data-remote-slot={remote}>
      <RemoteBoundary remote={remote} onRetry={() => setAttempt((a) => a + 1)}>
        <MountedParcel
          key={`${basename}#${attempt}`}
          remote={remote}
          basename={basename}
          navigate={navigate}
        />
      </RemoteBoundary>
    </div>
  );
}
