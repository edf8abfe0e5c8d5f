// One section of the settings screen: a region named by its heading (h3, under the screen's h2).
import type { ReactNode } from 'react';
import styles from './SettingsPage.module.css';

export function SettingsSection({
  id,
  title,
  children,
}: {
  /** The heading's id, unique on the page (e.g. 'settings-tasks'). */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
