// A registered user's sign-out while changes made offline still wait for the server: signing out deletes
// them from this device, so say how many and let the person stay (the outbox sends them when it can).
import { ConfirmDialog } from '@planner/shared/ui';
import { useTranslation } from 'react-i18next';

export function WaitingSignOutDialog({
  count,
  onSignOut,
  onClose,
}: {
  count: number;
  onSignOut: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('signedIn');
  return (
    <ConfirmDialog
      open
      title={t('account.waitingSignOut.title')}
      message={t('account.waitingSignOut.body', { count })}
      confirmLabel={t('account.waitingSignOut.signOutAnyway')}
      cancelLabel={t('account.waitingSignOut.stay')}
      onConfirm={onSignOut}
      onCancel={onClose}
    />
  );
}
