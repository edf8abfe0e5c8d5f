// Every screen of the suite, for the tests that visit them all (accessibility, dark mode, French).
export const PUBLIC_PAGES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/legal',
  '/privacy',
  '/terms',
] as const;

/** Every signed-in screen and the remote that draws it. */
export const DASHBOARD_PAGES = [
  { path: '/dashboard', remote: 'calendar' },
  { path: '/dashboard/tasks', remote: 'tasks' },
  { path: '/dashboard/presets', remote: 'calendar' },
  { path: '/dashboard/notifications', remote: 'notifications' },
  { path: '/dashboard/profile', remote: 'profile' },
  { path: '/dashboard/contacts', remote: 'profile' },
  { path: '/dashboard/settings', remote: 'settings' },
] as const;
