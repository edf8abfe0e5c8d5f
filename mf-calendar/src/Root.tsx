// The calendar remote's root: picks its screen (calendar or presets) from the basename it is mounted under.
import { useTranslation } from 'react-i18next';
import { RemoteScreen, type MountProps } from '@planner/shared/mf';
import { DataProvider } from '@planner/shared/sync';
import { NS } from './i18n';
import { screenFor } from './screens';
import { CalendarPage } from './features/calendar/components/CalendarPage';
import { PresetsPage } from './features/presets/components/PresetsPage';

export function Root({ basename, navigate }: MountProps) {
  const { t } = useTranslation(NS);
  const screen = screenFor(basename);
  return (
    <DataProvider>
      <RemoteScreen remote="calendar" title={t(screen === 'presets' ? 'presetsTitle' : 'title')}>
        {screen === 'presets' ? <PresetsPage navigate={navigate} /> : <CalendarPage />}
      </RemoteScreen>
    </DataProvider>
  );
}
