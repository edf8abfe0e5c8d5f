// A component whose code is downloaded at its first render (a dialog a user opens). Unlike React.lazy it
// needs no Suspense: it renders nothing until its chunk is there, then renders at once. React holds back
// the content of a Suspense boundary that showed its fallback for up to 300 ms, and a dialog opened by a
// click must not wait that long. A failed download goes to the nearest error boundary, like React.lazy.
import { useEffect, useState, type ComponentType } from 'react';

export interface OnDemand<P> {
  (props: P): React.JSX.Element | null;
  /** Starts the download (a prefetch hint); resolves once the component is there. */
  load: () => Promise<ComponentType<P>>;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
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
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return undefined;
      let live = true;
      get().then(
        (Component) => live && setComponent({ Component }),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (failure) throw failure.error;
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
