// The account line of the settings (where the guest nudge leads): who is signed in, and registration for a guest.
import { useTranslation } from 'react-i18next';
import { bus as defaultBus, useFact, type EventBus } from '@planner/shared/bus';
import { Button } from '@planner/shared/ui';
import { NS } from '../../i18n';
import styles from '../settings/components/SettingsPage.module.css';
import { SettingsSection } from '../settings/components/SettingsSection';

export function AccountSection({ bus = defaultBus }: { bus?: EventBus }) {
  const { t } = useTranslation(NS);
  const { user } = useFact('session', bus);
  if (!user) return null;
  return (
    <SettingsSection id="settings-account" title={t('account.title')}>
      {user.isAnonymous ? (
        <>
          <p className={styles.explain}>{t('account.guestExplain')}</p>
          <div>
            <Button onClick={() => bus.publish('ui:register-requested', {})}>
              {t('account.finishRegistration')}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.explain}>{t('account.signedInAs', { email: user.email ?? '' })}</p>
      )}
    </SettingsSection>
  );
}
