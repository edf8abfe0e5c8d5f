// Tells the user when loading their data failed (the message stored by the auth state machine, translated).
import {
  SERVER_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  UNREACHABLE_MESSAGE,
} from '@planner/shared/sync';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/hooks/useAuth';
import { UNKNOWN_LOAD_ERROR } from '../../auth/authReducer';
import { Alert } from '@planner/shared/ui';

/** The shared handler's fixed (French) messages, shown in the user's language. */
const KNOWN_MESSAGES: Record<string, string> = {
  [SERVER_ERROR_MESSAGE]: 'common:errors.server',
  [UNREACHABLE_MESSAGE]: 'common:errors.unreachable',
  [UNKNOWN_ERROR_MESSAGE]: 'common:errors.unknown',
};

export function StoresStatus() {
  const { t } = useTranslation('shell');
  const { state } = useAuth();
  const error = state.storesLoadError;
  if (!error) return null;
  const known = KNOWN_MESSAGES[error];
  return (
    <Alert tone="error">
      {error === UNKNOWN_LOAD_ERROR
        ? t('dashboard.loadErrorUnknown')
        : t('dashboard.loadError', { message: known ? t(known) : error })}
    </Alert>
  );
}
