// Says the list is the saved local copy when the server could not be read (docs/product.md section 4: a failed read uses the local copy).
import { useTranslation } from 'react-i18next';
import { useTasks } from '../hooks/useTasks';
import styles from './OfflineNote.module.css';

export function OfflineNote() {
  const { t } = useTranslation('tasks');
  const { fromCache } = useTasks();
  if (!fromCache) return null;
  return (
    <p className={styles.note} role="status">
      {t('offline')}
    </p>
  );
}
