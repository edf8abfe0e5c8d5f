// Whether an element has come near the viewport: what a widget below the first screen waits for before it
// loads (loadingPlan.ts, `whenNear`).
import { useCallback, useState, type RefCallback } from 'react';

/**
 * How near counts: within a quarter of a screen above or below the viewport. Beside the calendar on a wide
 * screen a sidebar is in view at once; under the calendar's week on a phone (1,360 px down on a 412 x 823
 * screen, 1,280 on a 360 x 640 one) it loads as the person scrolls toward it. Half a screen would load it
 * at once on the taller phones (412 x 915: 1,372 px).
 */
export const NEAR_VIEWPORT_MARGIN = '25% 0px';

/**
 * `near` turns true once the element given to `ref` is within NEAR_VIEWPORT_MARGIN of the viewport, and
 * stays true; it is only looked for once `from` is true (where the element sits once the page is laid
 * out, not while a slot above it still holds a placeholder). Not `watch`ing, or without
 * IntersectionObserver, it is true at once.
 */
export function useNearViewport(
  watch: boolean,
  from = true,
): { near: boolean; ref: RefCallback<Element> } {
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (el: Element | null) => {
      if (!el || near || !from) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
    [near, from],
  );
  return { near, ref };
}
