// What every remote's root is wrapped in: the live theme from the bus, a screen with its title, a crash panel.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFact } from '../bus';
import type { RemoteName } from './remotes';
import styles from './remoteFrame.module.css';

/** The outermost element of a mounted remote: its name and the page's theme, readable by CSS and tests. */
export function RemoteFrame({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const theme = useFact('theme');
  return (
    <div data-remote-frame={remote} data-theme={theme}>
      {children}
    </div>
  );
}

/**
 * One screen of a remote: a labelled section with its translated title as its heading. The shell's page
 * owns the page's single h1 (it stays when the remote is down), so a screen's title is an h2.
 */
export function RemoteScreen({
  remote,
  title,
  children,
}: {
  remote: RemoteName;
  title: string;
  children?: ReactNode;
}) {
  const theme = useFact('theme');
  return (
    <section className={styles.screen} data-remote={remote} data-theme={theme} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * What the shell shows in a screen's place while it loads: the screen's title, drawn exactly where the
 * remote's RemoteScreen draws it, and a loading line (`status`, announced). The page reads as itself from
 * the shell's first render, and the title does not move when the remote takes over.
 */
export function ScreenPlaceholder({ title, status }: { title: string; status: string }) {
  return (
    <div className={styles.screen}>
      {/* Seen, not read: the page's h1 already says it, and for a moment it overlays the remote's own. */}
      <h2 className={styles.title} aria-hidden="true">
        {title}
      </h2>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}

/**
 * Shown by a remote's own error boundary when its React tree throws; the rest of the page keeps working.
 * The text is the `crashed` key of the remote's namespace (each remote's namespace is its name).
 */
export function RemoteCrash({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation(remote);
  return (
    <section className={styles.crash} role="alert">
      <p>{t('crashed')}</p>
    </section>
  );
}
