// What a list shows when it is empty: a title, a line of help and an optional action.
import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** E.g. a "Create a task" button. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
