// Loading indicator announced politely to screen readers (role status, aria-live).
import { useTranslation } from 'react-i18next';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** What is loading; default common:loading. */
  label?: string;
  /** Show the label next to the wheel (it is always read by screen readers). */
  showLabel?: boolean;
  size?: 'medium' | 'large';
}

export function Spinner({ label, showLabel = false, size = 'medium' }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <div
      className={[styles.spinner, size === 'large' ? styles.large : ''].filter(Boolean).join(' ')}
      role="status"
      aria-live="polite"
    >
      <span className={styles.wheel} aria-hidden="true" />
      <span className={showLabel ? undefined : styles.visuallyHidden}>{text}</span>
    </div>
  );
}
