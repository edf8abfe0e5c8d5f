// One screen of the profile remote: its translated title above its content, on the theme in force.
import type { ReactNode } from 'react';
import { useFact } from '@planner/shared/bus';
import styles from './frame.module.css';

export function Screen({ title, children }: { title: string; children?: ReactNode }) {
  const theme = useFact('theme');
  return (
    <section className={styles.screen} data-remote="profile" data-theme={theme} aria-label={title}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
