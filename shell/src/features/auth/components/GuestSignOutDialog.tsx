// A guest's sign-out deletes the anonymous account and everything in it: say so plainly and offer to finish
// registration first. Finish registration has the focus; Escape and the close button keep the session.
import { Button, Modal } from '@planner/shared/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './GuestSignOutDialog.module.css';

export function GuestSignOutDialog({
  open,
  waiting = 0,
  onRegister,
  onSignOut,
  onClose,
}: {
  open: boolean;
  /** Changes made offline that have not reached the server yet (lost too). */
  waiting?: number;
  onRegister: () => void;
  onSignOut: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('signedIn');
  const messageId = useId();
  const registerRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await onSignOut();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('account.guestSignOut.title')}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={registerRef}
      footer={
        <>
          <Button variant="danger" onClick={() => void signOut()} busy={busy}>
            {t('account.guestSignOut.signOutAnyway')}
          </Button>
          <Button ref={registerRef} variant="primary" onClick={onRegister} disabled={busy}>
            {t('account.finishRegistration')}
          </Button>
        </>
      }
    >
      <div id={messageId} className={styles.message}>
        <p>{t('account.guestSignOut.body')}</p>
        {waiting > 0 && <p>{t('account.waitingSignOut.body', { count: waiting })}</p>}
        <p>{t('account.guestSignOut.keep')}</p>
      </div>
    </Modal>
  );
}
