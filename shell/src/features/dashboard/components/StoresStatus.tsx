// Tells the user when their data could not be read from the server (the local copy is shown instead).
import { useReadFailures } from '@planner/shared/sync';
import { useTranslation } from 'react-i18next';
import { Alert } from '@planner/shared/ui';

export function StoresStatus() {
  const { t } = useTranslation('signedIn');
  const [first] = useReadFailures();
  if (!first) return null;
  return (
    <Alert tone="error">{t('dashboard.loadError', { message: t(first.failure.messageKey) })}</Alert>
  );
}
