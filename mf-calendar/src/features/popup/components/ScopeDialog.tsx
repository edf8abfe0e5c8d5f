// Asks which occurrences of a series an edit or a delete applies to: this event, this and following, or all.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventScope } from '@planner/shared/domain';
import { Button, Modal } from '@planner/shared/ui';
import { NS } from '../../../i18n';
import styles from './ScopeDialog.module.css';

const SCOPES: readonly EventScope[] = ['this', 'following', 'all'];

export interface ScopeDialogProps {
  /** null: closed. */
  action: 'edit' | 'delete' | null;
  onChoose: (scope: EventScope) => void | Promise<unknown>;
  onClose: () => void;
}

export function ScopeDialog({ action, onChoose, onClose }: ScopeDialogProps) {
  const { t } = useTranslation(NS);
  const [scope, setScope] = useState<EventScope>('this');
  const [busy, setBusy] = useState(false);
  if (!action) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await onChoose(scope);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      size="sm"
      role="alertdialog"
      title={t(action === 'edit' ? 'scope.editTitle' : 'scope.deleteTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button
            variant={action === 'delete' ? 'danger' : 'primary'}
            onClick={() => void confirm()}
            busy={busy}
          >
            {t(action === 'edit' ? 'common:save' : 'common:delete')}
          </Button>
        </>
      }
    >
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('scope.question')}</legend>
        {SCOPES.map((s) => (
          <label key={s} className={styles.choice}>
            <input
              type="radio"
              name="event-scope"
              value={s}
              checked={scope === s}
              onChange={() => setScope(s)}
            />
            {t(`scope.${s}`)}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
