// The signed-in frame's layout: a header with its start and end groups, the navigation's column and the main
// area. One structure for the frame (DashboardLayout) and its skeleton (FrameSkeleton, in the entry's bundle),
// so the skeleton's page title sits where the frame then draws it.
import type { ReactNode } from 'react';
import { SkipLink } from '../../layout/components/SkipLink';
import styles from './DashboardLayout.module.css';

export function FrameLayout({
  start,
  end,
  toolbarLabel,
  nav,
  children,
}: {
  start: ReactNode;
  end: ReactNode;
  /** Names the end group (the toolbar); the skeleton's stand-ins have none. */
  toolbarLabel?: string;
  nav: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.header}>
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
