import { CALENDAR_CHUNKS } from '@planner/shared/mf';
import { planFor } from './loadingPlan';

const BELL = { remote: 'notifications', module: './NotificationBell' };

describe('planFor', () => {
  it('puts the calendar, its FullCalendar chunk and its texts first on /dashboard, then the sidebars, the ad slot and the bell', () => {
    expect(planFor('/dashboard')).toEqual({
      main: {
        remote: 'calendar',
        basename: '/dashboard',
        chunks: [CALENDAR_CHUNKS.fullcalendar],
        texts: { en: 'texts-calendar-en', fr: 'texts-calendar-fr' },
      },
      // What sits under the calendar on a phone waits until the person scrolls toward it (whenNear).
      widgets: [
        { remote: 'calendar', module: './EventsSidebar', whenNear: true },
        { remote: 'tasks', module: './TasksSidebar', whenNear: true },
        // Only with consent to ads: it shows nothing without (planLoader.ts, RemoteWidget.tsx).
        { remote: 'settings', module: './AdSlot', consent: 'ads', whenNear: true },
        BELL,
      ],
    });
    expect(planFor('/dashboard/')).toEqual(planFor('/dashboard'));
  });

  it("gives a section's own remote with the basename it mounts under, then the bell", () => {
    expect(planFor('/dashboard/presets')).toEqual({
      main: { remote: 'calendar', basename: '/dashboard/presets' },
      widgets: [BELL],
    });
    expect(planFor('/dashboard/tasks/some/deeper/path')?.main).toEqual({
      remote: 'tasks',
      basename: '/dashboard/tasks',
    });
  });

  it('needs only the bell on an unknown section, and nothing outside the signed-in area', () => {
    expect(planFor('/dashboard/nope')).toEqual({ widgets: [BELL] });
    expect(planFor('/')).toBeNull();
    expect(planFor('/dashboardish')).toBeNull();
    expect(planFor('/login')).toBeNull();
  });
});
