// A dialog whose code is downloaded at its first render (a popup, a panel a user opens). Unlike React.lazy
// it needs no Suspense: it renders nothing until its chunk is there, then renders at once. React holds back
// the content of a Suspense boundary that showed its fallback for up to 300 ms, and a dialog opened by a
// click must not wait that long.
//
// A download that fails (no connection on a first visit, before the service worker holds the app; a
// deploy that removed the chunk) opens a small dialog in its place that says why, with "Try again" and
// "Close" (the dialog's own `onClose`): the page under it stays as it was (docs/offline.md).
import { useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';

/** What every component opened on demand takes: the way to close it, also used when it cannot load. */
export interface Closable {
  onClose: () => void;
}

export interface OnDemand<P> {
  (props: P): React.JSX.Element | null;
  /** Starts the download (a prefetch hint); resolves once the component is there. */
  load: () => Promise<ComponentType<P>>;
}

/** Shown instead of a dialog whose code could not be downloaded. */
export function LoadFailedDialog({ onRetry, onClose }: { onRetry: () => void } & Closable) {
  const { t } = useTranslation('common');
  // navigator.onLine is enough here: "offline" is certain when it says so, and otherwise both texts ask to
  // try again.
  const reason = navigator.onLine ? 'loadUnavailable' : 'loadOffline';
  const messageId = useId();
  return (
    <Modal
      open
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      title={t('errors.loadFailedTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button onClick={onRetry}>{t('retry')}</Button>
        </>
      }
    >
      <p id={messageId}>{t(`errors.${reason}`)}</p>
    </Modal>
  );
}

export function onDemand<P extends Closable>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // the next opening asks again
        throw error;
      },
    );
    return pending;
  };
  function Loaded(props: P) {
    const [component, setComponent] = useState<{ Component: ComponentType<P> } | null>(() =>
      loaded ? { Component: loaded } : null,
    );
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (component || failed) return undefined;
      let live = true;
      get().then(
        (Component) => live && setComponent({ Component }),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [component, failed]);
    if (failed)
      return <LoadFailedDialog onRetry={() => setFailed(false)} onClose={props.onClose} />;
    return component ? <component.Component {...props} /> : null;
  }
  return Object.assign(Loaded, { load: get });
}

/** Starts downloads as a hint: a failure is ignored (the opening itself asks again). */
export function prefetch(...loads: Array<() => Promise<unknown>>): void {
  for (const load of loads) load().catch(() => undefined);
}

/**
 * The handlers that start the downloads when the pointer or the focus reaches an element: the likely start
 * of an opening (spread them on the button or the area), e.g. `{...prefetchOn(MonthGrid.load)}`.
 */
export function prefetchOn(...loads: Array<() => Promise<unknown>>): {
  onPointerEnter: () => void;
  onFocus: () => void;
} {
  const start = () => prefetch(...loads);
  return { onPointerEnter: start, onFocus: start };
}
