import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type BusEvents } from '@planner/shared/bus';
import type { CalendarSettings } from '@planner/shared/model';
import { COOKIE_CONSENT_KEY, DEFAULT_CALENDAR_SETTINGS } from '@planner/shared/model/constants';
import { DataProvider, localDb, resetAll, settings } from '@planner/shared/sync';
import { fail, ok, setupTestApi } from '../../../../../shared/src/sync/testApi';
import { setupI18n } from '../../testing/setupTests';
import { SettingsPage } from './SettingsPage';

const api = setupTestApi({ mode: 'production' });
const guest = { uid: 'g1', email: null, isAnonymous: true };

beforeAll(async () => {
  await setupI18n();
});
beforeEach(async () => {
  localStorage.clear();
  await resetAll();
  bus.set('session', {
    resolved: true,
    user: { uid: 'm1', email: 'ann@example.com', isAnonymous: false },
  });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  bus.set('session', { resolved: true, user: null });
});

/** The api's settings routes: stored version bumped on each write. */
function serveSettings(
  initial: CalendarSettings = { ...DEFAULT_CALENDAR_SETTINGS, lastUpdated: 10 },
) {
  let stored = initial;
  api.on('GET /settings/settings', () => ok(stored));
  api.on('PUT /settings/update', (req) => {
    const sent = (req.body as { settings: CalendarSettings }).settings;
    if (sent.lastUpdated < stored.lastUpdated) return fail(409, 'conflict', 'stale', stored);
    stored = { ...sent, lastUpdated: stored.lastUpdated + 1 };
    return ok(stored);
  });
  return { current: () => stored };
}

function listen<K extends keyof BusEvents>(name: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  bus.on(name, (p) => seen.push(p));
  return seen;
}

/** The settings screen in the page's data layer. */
function renderPage() {
  // The subscription feed's section reads its link (none yet).
  api.on('GET /calendar/feed', () => ok({ token: null, path: null }));
  api.on('GET /calendar/subscriptions', () => ok([]));
  return render(
    <DataProvider>
      <SettingsPage />
    </DataProvider>,
  );
}

async function loaded(): Promise<void> {
  await act(async () => {
    await settings.load();
  });
}

describe('SettingsPage', () => {
  it('shows the saved settings and saves each change at once, in the page cache and on the server', async () => {
    const server = serveSettings({
      ...DEFAULT_CALENDAR_SETTINGS,
      slotMinTime: '07:00:00',
      lastUpdated: 10,
    });
    await loaded();
    renderPage();
    expect(screen.getByRole('combobox', { name: 'Day starts at' })).toHaveValue('07:00:00');
    // Times of day as everywhere in English: the 12-hour clock.
    expect(screen.getByRole('combobox', { name: 'Day starts at' })).toHaveDisplayValue(
      /^7:00\sAM$/,
    );
    expect(
      screen.getByRole('combobox', { name: 'Delete completed tasks after' }),
    ).toHaveDisplayValue('1 day');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Day starts at' }),
      '08:00:00',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Delete completed tasks after' }),
      '1 hour',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Time slot length' }),
      '15 minutes',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Time labels every' }),
      '30 minutes',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default view' }), 'Month');
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(5));
    expect(
      await screen.findByText('Saved. Your calendar and tasks already use it.'),
    ).toBeInTheDocument();
    expect(server.current()).toMatchObject({
      slotMinTime: '08:00:00',
      deleteDelay: 3_600_000,
      slotDuration: '00:15:00',
      slotLabelInterval: '00:30',
      displayRange: 'month',
    });
    // What every remote reads: the page's cache.
    await waitFor(() => expect(settings.value()).toEqual(server.current()));
    await settings.copy.flush();
    expect(await localDb.settings.getItem('planner-settings')).toEqual(server.current());
  });

  it('refuses a day that ends before it starts, without calling the server', async () => {
    serveSettings();
    await loaded();
    renderPage();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Day ends at' }),
      '05:00:00',
    );
    expect(await screen.findByText('The day must end after it starts.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    // The refused choice stays shown with its message until it is fixed; then both go.
    expect(screen.getByRole('combobox', { name: 'Day ends at' })).toHaveValue('05:00:00');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Day ends at' }),
      '20:00:00',
    );
    await waitFor(() =>
      expect(screen.queryByText('The day must end after it starts.')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('combobox', { name: 'Day ends at' })).toHaveValue('20:00:00');
  });

  it('a failed save changes nothing and says so', async () => {
    serveSettings();
    await loaded();
    api.on('PUT /settings/update', fail(500, 'error-occurred', 'boom'));
    renderPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default view' }), 'Day');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This change could not be saved. Nothing was changed; please try again. Server error.',
    );
    expect(screen.getByRole('combobox', { name: 'Default view' })).toHaveValue('week');
    expect(settings.value().displayRange).toBe('week');
  });

  it('switches language and theme through the shell and keeps them in the settings', async () => {
    const server = serveSettings();
    await loaded();
    const languages = listen('ui:language-requested');
    const themes = listen('ui:theme-requested');
    renderPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Dark');
    expect(languages).toEqual([{ language: 'fr' }]);
    expect(themes).toEqual([{ theme: 'dark' }]);
    await waitFor(() => expect(server.current()).toMatchObject({ language: 'fr', theme: 'dark' }));
  });

  it('sets cookieConsent for ads, analytics and push, telling the page at once', async () => {
    serveSettings();
    await loaded();
    const announced = listen('settings:consent-changed');
    renderPage();
    const toggle = screen.getByRole('switch', {
      name: 'Allow ads, analytics and push notifications',
    });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/You have not chosen yet/)).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false');
    expect(screen.getByText(/Refused/)).toBeInTheDocument();
    // The shell's optional services and the ad slot follow the bus.
    expect(announced).toEqual([{ granted: true }, { granted: false }]);
  });

  it('allows each purpose on its own: ads off leaves analytics and push on', async () => {
    serveSettings();
    await loaded();
    renderPage();
    await userEvent.click(
      screen.getByRole('switch', { name: 'Allow ads, analytics and push notifications' }),
    );
    const ads = screen.getByRole('switch', { name: 'Ads personalisation' });
    expect(ads).toBeChecked();
    await userEvent.click(ads);
    expect(ads).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem('cookieConsentPurposes') ?? '{}')).toEqual({
      analytics: true,
      push: true,
      ads: false,
    });
  });

  it('offers a guest to finish registration', async () => {
    serveSettings();
    await loaded();
    bus.set('session', { resolved: true, user: guest });
    const requests = listen('ui:register-requested');
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(requests).toHaveLength(1);
  });

  it('announces sharing as coming soon, and no longer offline mode or external calendars, which ship', async () => {
    serveSettings();
    await loaded();
    renderPage();
    const soon = screen.getByRole('region', { name: 'On the way' });
    expect(soon).toHaveTextContent(
      'SharingComing soonShare your calendar with the people close to you.',
    );
    expect(soon).not.toHaveTextContent(/offline/i);
    expect(soon).not.toHaveTextContent(/calendars/i);
    expect(screen.getByText('Signed in as ann@example.com.')).toBeInTheDocument();
  });
});
