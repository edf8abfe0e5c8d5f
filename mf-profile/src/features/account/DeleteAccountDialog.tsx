// "Delete my account": what goes, and a word to type before the button works; the api deletes every row
// and the identity provider's user, then the shell signs out and clears the local copy.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccount } from '@planner/shared/sync';
import { Alert, Button, Modal } from '@planner/shared/ui';
import { NS } from '../../i18n';
import styles from './AccountPanel.module.css';

export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(NS);
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const word = t('account.delete.word');
  const matches = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    const result = await deleteAccount();
    setBusy(false);
    if (result.success) onDeleted();
    else setFailed(true);
  };

  return (
    <Modal
      open={open}
      title={t('account.delete.title')}
      onClose={() => {
        if (busy) return;
        setTyped('');
        onClose();
      }}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button variant="danger" disabled={!matches} busy={busy} onClick={() => void confirm()}>
            {t('account.delete.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.dialog}>
        <p>{t('account.delete.body')}</p>
        <label htmlFor={inputId}>{t('account.delete.typeWord', { word })}</label>
        <input
          id={inputId}
          value={typed}
          autoComplete="off"
          autoFocus
          onChange={(e) => setTyped(e.target.value)}
        />
        {failed ? <Alert tone="error">{t('account.delete.failed')}</Alert> : null}
      </div>
    </Modal>
  );
}
