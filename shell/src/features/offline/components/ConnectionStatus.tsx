// The header's connection indicator: a quiet "Online" dot, an "Offline" pill that says the saved copy is shown.
import { useTranslation } from 'react-i18next';
import { useOnline } from '../useOnline';
import styles from './ConnectionStatus.module.css';

export function ConnectionStatus() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  const label = online ? t('connection.online') : t('connection.offline');
  const detail = online ? t('connection.onlineDetail') : t('connection.offlineDetail');
  return (
    <span
      role="status"
      className={`${styles.status} ${online ? styles.online : styles.offline}`}
      title={detail}
      data-testid="connection-status"
    >
      <span className={styles.dot} aria-hidden="true" />
      {/* Online, the word is for screen readers only (the shell's global visually-hidden helper). */}
      <span className={online ? 'visually-hidden' : styles.label}>{label}</span>
      <span className="visually-hidden">{`: ${detail}`}</span>
    </span>
  );
}
