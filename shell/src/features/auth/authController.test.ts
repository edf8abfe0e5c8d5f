import { EventBus } from '@planner/shared/bus';
import { FakeAuthService } from '../../testing/FakeAuthService';
import { makeStores } from '../../testing/renderShell';
import { AuthController, SESSION_HINT_KEY } from './authController';

function setup() {
  const service = new FakeAuthService();
  const stores = makeStores();
  const bus = new EventBus();
  const pushDevice = {
    disable: jest.fn(async () => {
      // Unsubscribing tells the api: it must happen while the user is still signed in.
      expect(service.calls).not.toContain('signOut');
    }),
  };
  const auth = new AuthController({
    service,
    stores,
    bus,
    storage: window.localStorage,
    pushDevice,
  });
  return { service, stores, bus, auth, pushDevice };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => localStorage.clear());

describe('AuthController', () => {
  it('publishes the session on the bus without the token', () => {
    const { service, bus, auth } = setup();
    expect(bus.get('session')).toEqual({ resolved: false, user: null });
    auth.start();
    service.emit(service.makeUser({ uid: 'u1', email: 'a@b.co' }));
    expect(bus.get('session')).toEqual({
      resolved: true,
      user: { uid: 'u1', email: 'a@b.co', isAnonymous: false },
    });
    expect(JSON.stringify(bus.get('session'))).not.toContain('token');
  });

  it('does not republish the session on a token refresh', () => {
    const { service, bus, auth } = setup();
    auth.start();
    service.emit(service.makeUser());
    const published = bus.get('session');
    service.emit(service.makeUser());
    expect(bus.get('session')).toBe(published);
    expect(auth.getState().user?.token).toBe('token-2');
  });

  it('loads every store once a user is known, and survives a failing load', async () => {
    const { service, stores, auth } = setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stores.loadAll.mockRejectedValueOnce(new Error('Erreur serveur.'));
    auth.start();
    service.emit(service.makeUser());
    expect(stores.loadAll).toHaveBeenCalledTimes(1);
    // With whose data it must be.
    expect(stores.loadAll).toHaveBeenCalledWith(service.makeUser().uid);
    await flush();
    expect(logged).toHaveBeenCalled();
    expect(auth.getState().user?.uid).toBe(service.makeUser().uid);
    logged.mockRestore();
  });

  it('resolves as signed out without the provider and remembers a session hint', async () => {
    const { service, bus, auth } = setup();
    expect(auth.hasSessionHint()).toBe(false);
    auth.resolveSignedOut();
    expect(service.listening).toBe(false);
    expect(bus.get('session')).toEqual({ resolved: true, user: null });
    await auth.signInAsGuest();
    expect(service.listening).toBe(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(auth.hasSessionHint()).toBe(true);
  });

  it('logout unsubscribes the device, signs out, resets the stores and clears the user, push token and hint', async () => {
    const { service, stores, bus, auth, pushDevice } = setup();
    auth.start();
    service.emit(service.makeUser());
    auth.setPushToken('push-token');
    await auth.logout();
    expect(pushDevice.disable).toHaveBeenCalledTimes(1);
    expect(service.calls).toContain('signOut');
    expect(stores.resetAll).toHaveBeenCalledTimes(1);
    expect(auth.getState().user).toBeNull();
    expect(auth.getState().pushToken).toBeNull();
    expect(bus.get('session')).toEqual({ resolved: true, user: null });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('gives the http client the current token, or null when signed out', async () => {
    const { service, auth } = setup();
    auth.start();
    service.emit(service.makeUser());
    expect(await auth.getIdToken()).toBe('token-1');
    await auth.logout();
    expect(await auth.getIdToken()).toBeNull();
  });

  it('makes a call asked before the session is known wait for it (no call without a token)', async () => {
    const { service, auth } = setup();
    let token: string | null | undefined;
    void auth.getIdToken().then((t) => (token = t));
    auth.start();
    await flush();
    expect(token).toBeUndefined();
    service.emit(service.makeUser());
    await flush();
    expect(token).toBe('token-1');
  });
});
