// Placeholder rows while a list is still being read: a neutral shape that reads as "loading", never an
// empty state that reads as data loss (announced to screen readers as loading).
import { useTranslation } from 'react-i18next';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** How many rows to draw (about what the list will hold). */
  rows?: number;
  /** What is loading; default common:loading. */
  label?: string;
}

export function Skeleton({ rows = 3, label }: SkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" data-skeleton="">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className={styles.row} aria-hidden="true" />
      ))}
      <span className={styles.visuallyHidden}>{label ?? t('loading')}</span>
    </div>
  );
}
