// The translated "this part is unavailable — retry" panel shown in place of a remote that failed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './RemoteUnavailable.module.css';

export interface RemoteUnavailableProps {
  /** 'load': the remote could not be loaded; 'crash': it loaded and then threw while rendering. */
  reason: 'load' | 'crash';
  onRetry: () => Promise<void> | void;
}

export function RemoteUnavailable({ reason, onRetry }: RemoteUnavailableProps) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <section className={styles.panel} role="alert">
      <p className={styles.message}>
        {t(reason === 'crash' ? 'remoteCrashed' : 'remoteUnavailable')}
      </p>
      <button
        type="button"
        className={styles.retry}
        onClick={() => void retry()}
        disabled={retrying}
      >
        {t('retry')}
      </button>
    </section>
  );
}
