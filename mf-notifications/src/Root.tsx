// The notifications remote's root: one screen (the notification centre), mounted by the shell at '/dashboard/notifications'.
import { useTranslation } from 'react-i18next';
import type { MountProps } from '@planner/shared/mf';
import { NS } from './i18n';
import { Screen } from './frame/Screen';
import { NotificationCentre } from './features/centre/components/NotificationCentre';

export function Root({ navigate }: MountProps) {
  const { t } = useTranslation(NS);
  return (
    <Screen title={t('title')}>
      <NotificationCentre navigate={navigate} />
    </Screen>
  );
}
