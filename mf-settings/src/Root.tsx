// The settings remote's root: one screen (the settings screen), mounted by the shell at '/dashboard/settings'.
import { useTranslation } from 'react-i18next';
import { RemoteScreen, type MountProps } from '@planner/shared/mf';
import { DataProvider } from '@planner/shared/sync';
import { NS } from './i18n';
import { SettingsPage } from './features/settings/components/SettingsPage';

export function Root(_props: MountProps) {
  const { t } = useTranslation(NS);
  return (
    <DataProvider>
      <RemoteScreen remote="settings" title={t('title')}>
        <SettingsPage />
      </RemoteScreen>
    </DataProvider>
  );
}
