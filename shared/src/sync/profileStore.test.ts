import { DEFAULT_PROFILE, PROFILE_RECORD_KEY, type Profile } from '../model';
import { localDb } from './localDb';
import { ProfileStore } from './profileStore';
import { fail, ok, setupTestApi } from './testApi';

const api = setupTestApi();
let clock = 1_000;
const store = new ProfileStore(localDb.profile, () => clock);

const serverProfile: Profile = {
  ...DEFAULT_PROFILE,
  jobTitle: 'Nurse',
  workType: 'standing',
  commuteDurationMin: 45,
  isProfileCompleted: true,
};

beforeEach(async () => {
  clock = 1_000;
  await store.reset();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function localRecord(): Promise<unknown> {
  await store.flush();
  return localDb.profile.getItem(PROFILE_RECORD_KEY);
}

describe('profile store', () => {
  it('starts with the product’s defaults', () => {
    expect(store.profile).toEqual(DEFAULT_PROFILE);
    expect(store.profile).toMatchObject({ commuteDurationMin: 15, relaxationDurationMin: 30 });
  });

  it('loads the server profile and keeps it locally under its one key, with a client timestamp', async () => {
    api.on('GET /profile/profile', ok(serverProfile));
    await expect(store.load()).resolves.toEqual({ ok: true });
    expect(store.profile).toEqual({ ...serverProfile, lastUpdated: 1_000 });
    expect(await localRecord()).toEqual({ ...serverProfile, lastUpdated: 1_000 });
    expect(await localDb.profile.keys()).toEqual([PROFILE_RECORD_KEY]);
  });

  it('falls back to the cached profile when the read fails', async () => {
    await localDb.profile.setItem(PROFILE_RECORD_KEY, { ...serverProfile, lastUpdated: 7 });
    api.on('GET /profile/profile', fail(500, 'error-occurred', 'down'));
    await expect(store.load()).resolves.toMatchObject({ ok: false, error: 'error-occurred' });
    expect(store.profile).toEqual({ ...serverProfile, lastUpdated: 7 });
    expect(store.status.fromCache).toBe(true);
  });

  it('falls back to the defaults when the read fails and nothing is cached', async () => {
    api.on('GET /profile/profile', fail(500, 'error-occurred', 'down'));
    await store.load();
    expect(store.profile).toEqual(DEFAULT_PROFILE);
  });

  it('sends the profile without lastUpdated and stores the answer', async () => {
    api.on('GET /profile/profile', ok(serverProfile));
    await store.load();
    clock = 2_000;
    const edited = { ...store.profile, doesSport: true };
    api.on('PUT /profile/update', ({ body }) => ok((body as { profile: Profile }).profile));
    const saved = await store.update(edited);
    expect(api.requests.at(-1)?.body).toEqual({ profile: { ...serverProfile, doesSport: true } });
    expect(api.requests.at(-1)?.body).not.toHaveProperty('profile.lastUpdated');
    expect(saved).toEqual({ ...serverProfile, doesSport: true, lastUpdated: 2_000 });
    expect(store.profile).toEqual(saved);
    expect(await localRecord()).toEqual(saved);
  });

  it('returns null and changes nothing when the update fails', async () => {
    api.on('GET /profile/profile', ok(serverProfile));
    await store.load();
    const before = store.profile;
    api.on('PUT /profile/update', fail(400, 'validation-error', 'bad'));
    await expect(store.update({ ...before, doesSport: true })).resolves.toBeNull();
    expect(store.profile).toBe(before);
    expect(await localRecord()).toEqual(before);
  });

  it('shares one request between concurrent loads', async () => {
    api.on('GET /profile/profile', { ...ok(serverProfile), delayMs: 40 });
    await Promise.all([store.load(), store.load()]);
    expect(api.requests).toHaveLength(1);
  });

  it('publishes changes on profile$', async () => {
    const seen: (string | null)[] = [];
    const sub = store.profile$.subscribe((p) => seen.push(p.jobTitle));
    api.on('GET /profile/profile', ok(serverProfile));
    await store.load();
    sub.unsubscribe();
    expect(seen).toEqual([null, 'Nurse']);
  });
});
