// The profile remote's root: picks its screen (lifestyle profile or contacts) from the basename it is mounted under.
import { useTranslation } from 'react-i18next';
import type { MountProps } from '@planner/shared/mf';
import { NS } from './i18n';
import { screenFor } from './screens';
import { Screen } from './frame/Screen';
import styles from './frame/frame.module.css';

export function Root({ basename }: MountProps) {
  const { t } = useTranslation(NS);
  const screen = screenFor(basename);
  return (
    <Screen title={t(screen === 'contacts' ? 'contactsTitle' : 'title')}>
      <p className={styles.empty}>{t('comingSoon', { ns: 'common' })}</p>
    </Screen>
  );
}
