// A confirmation built on Modal (e.g. "Delete this task?"): cancel has the focus, confirm may be async.
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Default common:confirm. */
  confirmLabel?: string;
  /** Default common:cancel. */
  cancelLabel?: string;
  /** May return a promise: both buttons are disabled until it settles. */
  onConfirm: () => void | Promise<unknown>;
  /** Cancel, Escape, the close button and the backdrop call it. */
  onCancel: () => void;
  /** The confirm button is styled as dangerous (default true: most confirmations delete). */
  danger?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={cancel}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={() => void confirm()}
            busy={busy}
          >
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      <div id={messageId} className={styles.message}>
        {message}
      </div>
    </Modal>
  );
}
