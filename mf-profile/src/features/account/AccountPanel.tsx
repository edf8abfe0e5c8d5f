// The account panel of the profile screen: email or "guest", finish registration for a guest (keeps all data),
// change password or e-mail (a registered user), export my data, delete my account, sign out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus as defaultBus, useFact, type EventBus } from '@planner/shared/bus';
import { exportAccount } from '@planner/shared/sync';
import { Alert, Button } from '@planner/shared/ui';
import { NS } from '../../i18n';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { downloadJson } from './exportFile';
import styles from './AccountPanel.module.css';

export function AccountPanel({ bus = defaultBus }: { bus?: EventBus }) {
  const { t } = useTranslation(NS);
  const { user } = useFact('session', bus);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  if (!user) return null;
  const guest = user.isAnonymous;

  const exportData = async () => {
    setExporting(true);
    setExportFailed(false);
    const result = await exportAccount();
    setExporting(false);
    if (result.success) {
      downloadJson(result.data, `planner-export-${new Date().toISOString().slice(0, 10)}.json`);
    } else setExportFailed(true);
  };

  return (
    <section className={styles.panel} aria-labelledby="profile-account">
      <h3 id="profile-account" className={styles.title}>
        {t('account.title')}
      </h3>
      <p className={styles.who}>
        {guest ? t('account.guest') : t('account.email', { email: user.email ?? '' })}
      </p>
      {guest ? <p className={styles.explain}>{t('account.guestExplain')}</p> : null}
      <div className={styles.actions}>
        {guest ? (
          <Button onClick={() => bus.publish('ui:register-requested', {})}>
            {t('account.finishRegistration')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => bus.publish('ui:account-security-requested', {})}
          >
            {t('account.security')}
          </Button>
        )}
        <Button variant="secondary" busy={exporting} onClick={() => void exportData()}>
          {t('account.export')}
        </Button>
        <Button variant="secondary" onClick={() => bus.publish('ui:sign-out-requested', {})}>
          {t('account.signOut')}
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('account.delete.open')}
        </Button>
      </div>
      {exportFailed ? <Alert tone="error">{t('account.exportFailed')}</Alert> : null}
      {deleting ? (
        <DeleteAccountDialog
          open
          onClose={() => setDeleting(false)}
          onDeleted={() => bus.publish('ui:account-deleted', {})}
        />
      ) : null}
    </section>
  );
}
