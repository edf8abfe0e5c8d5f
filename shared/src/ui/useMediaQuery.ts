// Whether a CSS media query matches now, updated when it changes (a window resized or rotated). False
// where the browser has no matchMedia (tests in jsdom, the server).
import { useSyncExternalStore } from 'react';

/** The widest screen laid out as a phone (the 640 px breakpoint of the stylesheets). */
export const NARROW_SCREEN = '(max-width: 640px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
