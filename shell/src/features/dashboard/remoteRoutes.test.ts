import { remoteModulesFor } from './remoteRoutes';

const BELL = { remote: 'notifications', exposes: ['./NotificationBell'] };

describe('remoteModulesFor', () => {
  it('puts the calendar first on /dashboard, then the sidebars, the ad slot and the bell', () => {
    expect(remoteModulesFor('/dashboard')).toEqual([
      {
        remote: 'calendar',
        exposes: ['./lifecycles'],
        basename: '/dashboard',
        withPreloadChunks: true,
      },
      { remote: 'calendar', exposes: ['./EventsSidebar'] },
      { remote: 'tasks', exposes: ['./TasksSidebar'] },
      { remote: 'settings', exposes: ['./AdSlot'] },
      BELL,
    ]);
    expect(remoteModulesFor('/dashboard/')).toEqual(remoteModulesFor('/dashboard'));
  });

  it("gives a section's own remote with the basename it mounts under, then the bell", () => {
    expect(remoteModulesFor('/dashboard/presets')).toEqual([
      { remote: 'calendar', exposes: ['./lifecycles'], basename: '/dashboard/presets' },
      BELL,
    ]);
    expect(remoteModulesFor('/dashboard/tasks/some/deeper/path')[0]).toEqual({
      remote: 'tasks',
      exposes: ['./lifecycles'],
      basename: '/dashboard/tasks',
    });
  });

  it('needs only the bell on an unknown section, and nothing outside the signed-in area', () => {
    expect(remoteModulesFor('/dashboard/nope')).toEqual([BELL]);
    expect(remoteModulesFor('/')).toEqual([]);
    expect(remoteModulesFor('/dashboardish')).toEqual([]);
    expect(remoteModulesFor('/login')).toEqual([]);
  });
});
