// Components whose code is downloaded apart, without React.lazy and Suspense: React holds back the content
// of a Suspense boundary that showed its fallback for up to 300 ms (its reveal throttle), and any update
// that comes while it renders a boundary's content again (a retry) throws that render away.
// - `onDemand`: a dialog downloaded at its first render (a popup, a panel a user opens). It renders nothing
//   until its chunk is there, then renders at once: a dialog opened by a click must not wait.
// - `inTransition`: a large part of a screen (the calendar's grid) that shows `fallback` until its chunk is
//   there, then renders as a transition, in slices of the main thread.
//
// A dialog whose download fails (no connection on a first visit, before the service worker holds the app;
// a deploy that removed the chunk) opens a small dialog in its place that says why, with "Try again" and
// "Close" (the dialog's own `onClose`): the page under it stays as it was (docs/offline.md). A part of a
// screen that cannot load is an error of that screen (its error boundary), as with React.lazy.
import {
  startTransition,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
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

/** A download asked once (a failed one is asked again), and what it gave once it is there. */
interface Download<T> {
  get: () => Promise<T>;
  loaded: () => T | null;
}

function loadOnce<T>(load: () => Promise<T>): Download<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const get = () => {
    pending ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = null; // the next render asks again
        throw error;
      },
    );
    return pending;
  };
  return { get, loaded: () => loaded };
}

/** What a download gave a component: null while it comes, then the value or the error. */
type Outcome<T> = { value: T } | { error: unknown } | null;

const showAtOnce = (show: () => void) => show();
const showInTransition = (show: () => void) => startTransition(show);

/**
 * The state of `download` in a component: there at the first render when an earlier one brought it,
 * asked otherwise, and shown through `reveal` when it comes. `retry` (after an error) asks again.
 */
function useDownload<T>(
  download: Download<T>,
  reveal: (show: () => void) => void,
): [Outcome<T>, retry: () => void] {
  const [outcome, setOutcome] = useState<Outcome<T>>(() => {
    const value = download.loaded();
    return value ? { value } : null;
  });
  useEffect(() => {
    if (outcome) return undefined;
    let live = true;
    download.get().then(
      (value) => live && reveal(() => setOutcome({ value })),
      (error: unknown) => live && setOutcome({ error }),
    );
    return () => {
      live = false;
    };
  }, [download, reveal, outcome]);
  return [outcome, () => setOutcome(null)];
}

export function onDemand<P extends Closable>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  const download = loadOnce(load);
  function Loaded(props: P) {
    const [outcome, retry] = useDownload(download, showAtOnce);
    if (!outcome) return null;
    if ('error' in outcome) return <LoadFailedDialog onRetry={retry} onClose={props.onClose} />;
    return <outcome.value {...props} />;
  }
  return Object.assign(Loaded, { load: download.get });
}

export interface InTransition<P> {
  (props: P & { fallback: ReactNode }): React.JSX.Element;
  /** Starts the download (a prefetch hint); resolves once the component is there. */
  load: () => Promise<ComponentType<P>>;
}

/**
 * A part of a screen in a chunk of its own whose first render is long: `fallback` until the chunk is
 * there, then the part, rendered as a transition (React gives the main thread back every few
 * milliseconds) and shown as soon as it is rendered. A download that fails is an error of the screen,
 * thrown to its error boundary as React.lazy would.
 */
export function inTransition<P extends object>(
  load: () => Promise<ComponentType<P>>,
): InTransition<P> {
  const download = loadOnce(load);
  function Later({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [outcome] = useDownload(download, showInTransition);
    if (!outcome) return <>{fallback}</>;
    if ('error' in outcome) throw outcome.error;
    return <outcome.value {...(props as P)} />;
  }
  return Object.assign(Later, { load: download.get });
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
