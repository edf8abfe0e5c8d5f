// Tells the user when loading their data failed (the message stored by the auth state machine, translated).
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/hooks/useAuth';
import { UNKNOWN_LOAD_ERROR } from '../../auth/authReducer';
import { Alert } from '../../ui/components/Alert';

export function StoresStatus() {
  const { t } = useTranslation('shell');
  const { state } = useAuth();
  const error = state.storesLoadError;
  if (!error) return null;
  return (
    <Alert tone="error">
      {error === UNKNOWN_LOAD_ERROR
        ? t('dashboard.loadErrorUnknown')
        : t('dashboard.loadError', { message: error })}
    </Alert>
  );
}
