// The notifications remote's root: one screen (the notification centre), mounted by the shell at '/dashboard/notifications'.
import { useTranslation } from 'react-i18next';
import type { MountProps } from '@planner/shared/mf';
import { NS } from './i18n';
import { Screen } from './frame/Screen';
import styles from './frame/frame.module.css';

export function Root(_props: MountProps) {
  const { t } = useTranslation(NS);
  return (
    <Screen title={t('title')}>
      <p className={styles.empty}>{t('comingSoon', { ns: 'common' })}</p>
    </Screen>
  );
}
