// The notifications remote's root: one screen (the notification centre), mounted by the shell at '/dashboard/notifications'.
import { useTranslation } from 'react-i18next';
import { RemoteScreen, type MountProps } from '@planner/shared/mf';
import { DataProvider } from '@planner/shared/sync';
import { NS } from './i18n';
import { NotificationCentre } from './features/centre/components/NotificationCentre';

export function Root({ navigate }: MountProps) {
  const { t } = useTranslation(NS);
  return (
    <DataProvider>
      <RemoteScreen remote="notifications" title={t('title')}>
        <NotificationCentre navigate={navigate} />
      </RemoteScreen>
    </DataProvider>
  );
}
