// A full-area loading state, announced to screen readers.
import { useTranslation } from 'react-i18next';
import styles from './LoadingScreen.module.css';

export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
