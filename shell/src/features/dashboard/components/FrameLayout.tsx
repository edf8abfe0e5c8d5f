// The signed-in frame's layout: a header with its start and end groups, the navigation's column and the main
// area. One structure for the frame (DashboardLayout) and its skeleton (FrameSkeleton, in the entry's bundle),
// so the skeleton's page title sits where the frame then draws it.
import { useLayoutEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { SkipLink } from '../../layout/components/SkipLink';
import styles from './DashboardLayout.module.css';

export function FrameLayout({
  start,
  end,
  toolbarLabel,
  nav,
  children,
  frameRef,
}: {
  start: ReactNode;
  end: ReactNode;
  /** Names the end group (the toolbar); the skeleton's stand-ins have none. */
  toolbarLabel?: string;
  nav: ReactNode;
  children: ReactNode;
  /** The outermost element (the skeleton keeps it for the next start, frameSnapshot.ts). */
  frameRef?: Ref<HTMLDivElement>;
}) {
  const header = useRef<HTMLElement>(null);
  useStickyHeight(header);
  return (
    <div ref={frameRef} className={styles.frame}>
      <SkipLink />
      <header ref={header} className={styles.header}>
        <div className={styles.start}>{start}</div>
        <div
          className={styles.end}
          aria-label={toolbarLabel}
          role={toolbarLabel ? 'group' : undefined}
        >
          {end}
        </div>
      </header>
      <div className={styles.body}>
        <aside className={styles.sidebar}>{nav}</aside>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * The sticky header's height as `--header-height` on the root: the page's scroll padding (global.css) keeps
 * what a link (#profile-sleep) or the keyboard's focus scrolls to from hiding under it, whatever its height (it
 * wraps onto two rows on a narrow tablet), and the wide screen's navigation column sticks under it.
 */
function useStickyHeight(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = header.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--header-height', `${Math.ceil(el.getBoundingClientRect().height)}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--header-height');
    };
  }, [header]);
}
