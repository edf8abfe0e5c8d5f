// "A new version is ready — reload": shown once a new shell waits or a remote was redeployed while the page is open.
import { Button } from '@planner/shared/ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, isUpdateReady, subscribeUpdate } from '../appUpdates';
import styles from './UpdateNotice.module.css';

export function UpdateNotice() {
  const { t } = useTranslation('signedIn');
  const ready = useSyncExternalStore(subscribeUpdate, isUpdateReady, () => false);
  if (!ready) return null;
  return (
    <div role="status" className={styles.notice}>
      <span>{t('update.ready')}</span>
      <Button variant="primary" onClick={() => applyUpdate()}>
        {t('update.reload')}
      </Button>
    </div>
  );
}
