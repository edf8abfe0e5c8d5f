// The account panel of the profile screen: email or "guest", finish registration for a guest (keeps all data), sign out.
import { useTranslation } from 'react-i18next';
import { bus as defaultBus, useFact, type EventBus } from '@planner/shared/bus';
import { Button } from '@planner/shared/ui';
import { NS } from '../../i18n';
import styles from './AccountPanel.module.css';

export function AccountPanel({ bus = defaultBus }: { bus?: EventBus }) {
  const { t } = useTranslation(NS);
  const { user } = useFact('session', bus);
  if (!user) return null;
  const guest = user.isAnonymous;
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
        ) : null}
        <Button variant="secondary" onClick={() => bus.publish('ui:sign-out-requested', {})}>
          {t('account.signOut')}
        </Button>
      </div>
    </section>
  );
}
