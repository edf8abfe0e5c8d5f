// "Shown": when a mounted remote's main content is on screen. The shell loads what can wait (the widgets
// beside it, the identity check) only then. A remote is shown once its first render is committed, unless
// a screen that draws later holds it (the calendar lays FullCalendar out from a lazy chunk).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

interface ShownGate {
  /** Holds "shown" back; returns the release (safe to call more than once). */
  hold(): () => void;
}

function createGate() {
  let holds = 0;
  let committed = false;
  let done = false;
  let onShown: (() => void) | undefined;
  const signal = () => {
    if (done || !committed || holds > 0) return;
    done = true;
    onShown?.();
  };
  return {
    setOnShown(callback: (() => void) | undefined) {
      onShown = callback;
    },
    commit() {
      committed = true;
      signal();
    },
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        signal();
      };
    },
  };
}

const ShownContext = createContext<ShownGate | null>(null);

/** Around a remote's root (defineRemote): calls `onShown` once, after the first commit and every hold. */
export function ShownGateProvider({
  onShown,
  children,
}: {
  onShown?: () => void;
  children: ReactNode;
}) {
  const [gate] = useState(createGate);
  useLayoutEffect(() => gate.setOnShown(onShown), [gate, onShown]);
  // Children's effects run first: the holds of the first render are taken by now.
  useEffect(() => gate.commit(), [gate]);
  return <ShownContext.Provider value={gate}>{children}</ShownContext.Provider>;
}

/**
 * Holds the remote's "shown" from this component's mount until the returned function is called (or it
 * unmounts). Outside a mounted remote (a test, a standalone page) it does nothing.
 */
export function useShownHold(): () => void {
  const gate = useContext(ShownContext);
  const release = useRef<(() => void) | null>(null);
  useEffect(() => {
    const own = gate?.hold() ?? null;
    release.current = own;
    return () => own?.();
  }, [gate]);
  return useCallback(() => release.current?.(), []);
}
