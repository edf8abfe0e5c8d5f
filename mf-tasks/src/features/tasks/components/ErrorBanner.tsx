// A dismissable, announced error message (the translated docs/product.md section 8 message of the last failed operation).
import { useTranslation } from 'react-i18next';
import styles from './ErrorBanner.module.css';

export interface ErrorBannerProps {
  message: string | null;
  onDismiss: () => void;
}

export function ErrorBanner({ message, onDismiss }: ErrorBannerProps) {
  const { t } = useTranslation('tasks');
  if (!message) return null;
  return (
    <div role="alert" className={styles.banner}>
      <span>{message}</span>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label={t('dismiss')}>
        ×
      </button>
    </div>
  );
}
