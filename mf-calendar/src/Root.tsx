// The calendar remote's root: picks its screen (calendar or presets) from the basename it is mounted under.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteScreen, type MountProps } from '@planner/shared/mf';
import { DataProvider } from '@planner/shared/sync';
import { Spinner } from '@planner/shared/ui';
import { NS } from './i18n';
import { screenFor } from './screens';
import { CalendarPage } from './features/calendar/components/CalendarPage';

/** The presets screen's chunk: /dashboard never shows it, so it is not downloaded with the calendar. */
export const loadPresetsPage = () =>
  import(/* webpackChunkName: "presets" */ './features/presets/components/PresetsPage');
const PresetsPage = lazy(() => loadPresetsPage().then((m) => ({ default: m.PresetsPage })));

export function Root({ basename, navigate }: MountProps) {
  const { t } = useTranslation(NS);
  const screen = screenFor(basename);
  return (
    <DataProvider>
      <RemoteScreen remote="calendar" title={t(screen === 'presets' ? 'presetsTitle' : 'title')}>
        {screen === 'presets' ? (
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <PresetsPage navigate={navigate} />
          </Suspense>
        ) : (
          <CalendarPage navigate={navigate} />
        )}
      </RemoteScreen>
    </DataProvider>
  );
}
