import { EventBus } from '../bus';
import { DEFAULT_CALENDAR_SETTINGS, SETTINGS_RECORD_KEY, type CalendarSettings } from '../model';
import { localDb } from './localDb';
import { SettingsStore } from './settingsStore';
import { fail, ok, setupTestApi } from './testApi';

const api = setupTestApi();
const bus = new EventBus();
const store = new SettingsStore(localDb.settings, bus);
let announced: CalendarSettings[] = [];
bus.on('settings:settings-changed', ({ settings }) => announced.push(settings));

const serverSettings: CalendarSettings = {
  ...DEFAULT_CALENDAR_SETTINGS,
  slotMinTime: '07:00:00',
  deleteDelay: 3_600_000,
  language: 'fr',
  lastUpdated: 10,
};

beforeEach(async () => {
  await store.reset();
  announced = [];
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('settings store', () => {
  it('starts with the product’s defaults', () => {
    expect(store.settings).toMatchObject({
      slotMinTime: '06:00:00',
      slotMaxTime: '22:00:00',
      slotDuration: '00:30:00',
      slotLabelInterval: '01:00',
      deleteDelay: 86_400_000,
    });
  });

  it('loads from GET /settings/settings, keeps it locally and announces it on the bus', async () => {
    api.on('GET /settings/settings', ok(serverSettings));
    await expect(store.load()).resolves.toEqual({ ok: true });
    expect(store.settings).toEqual(serverSettings);
    await store.flush();
    expect(await localDb.settings.getItem(SETTINGS_RECORD_KEY)).toEqual(serverSettings);
    expect(announced).toEqual([serverSettings]);
  });

  it('serves and announces the local copy (or the defaults) when the read fails', async () => {
    api.on('GET /settings/settings', fail(500, 'error-occurred', 'down'));
    await store.load();
    expect(store.settings).toEqual(DEFAULT_CALENDAR_SETTINGS);
    await localDb.settings.setItem(SETTINGS_RECORD_KEY, serverSettings);
    await store.load();
    expect(store.settings).toEqual(serverSettings);
    expect(announced).toEqual([DEFAULT_CALENDAR_SETTINGS, serverSettings]);
  });

  it('saves with PUT /settings/update {settings} and announces the stored settings', async () => {
    const wanted = { ...DEFAULT_CALENDAR_SETTINGS, deleteDelay: 120_000 };
    api.on('PUT /settings/update', ok({ ...wanted, lastUpdated: 99 }));
    const saved = await store.update(wanted);
    expect(api.requests[0]?.body).toEqual({ settings: wanted });
    expect(saved).toEqual({ ...wanted, lastUpdated: 99 });
    expect(announced).toEqual([{ ...wanted, lastUpdated: 99 }]);
  });

  it('changes and announces nothing when the update fails', async () => {
    api.on('PUT /settings/update', fail(400, 'validation-error', 'bad'));
    await expect(
      store.update({ ...DEFAULT_CALENDAR_SETTINGS, deleteDelay: 120_000 }),
    ).resolves.toBeNull();
    expect(store.settings).toEqual(DEFAULT_CALENDAR_SETTINGS);
    expect(announced).toEqual([]);
    await store.flush();
    expect(await localDb.settings.getItem(SETTINGS_RECORD_KEY)).toBeNull();
  });
});
