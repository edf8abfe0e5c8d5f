import type { AuthUser } from '@planner/shared/model';
import { authReducer, initialAuthState, type AuthState } from './authReducer';

const ada: AuthUser = { uid: 'u1', email: 'ada@example.com', token: 't1', isAnonymous: false };

function run(...actions: Parameters<typeof authReducer>[1][]): AuthState {
  return actions.reduce(authReducer, initialAuthState);
}

describe('authReducer (docs/product.md section 4, Auth)', () => {
  it('starts loading and unresolved', () => {
    expect(initialAuthState.loading).toBe(true);
    expect(initialAuthState.authResolved).toBe(false);
    expect(initialAuthState.user).toBeNull();
  });

  it('stores the user on the first auth change, ends loading, resolves, marks a reload and asks for a store load', () => {
    const state = run({ type: 'authChanged', user: ada });
    expect(state.user).toEqual(ada);
    expect(state.loading).toBe(false);
    expect(state.authResolved).toBe(true);
    expect(state.isReload).toBe(true);
    expect(state.initialLoad).toBe(false);
    expect(state.storesLoadRequest).toBe(1);
  });

  it('resolves a signed-out first load without asking for a store load', () => {
    const state = run({ type: 'authChanged', user: null });
    expect(state.authResolved).toBe(true);
    expect(state.loading).toBe(false);
    expect(state.user).toBeNull();
    expect(state.storesLoadRequest).toBe(0);
  });

  it('ignores an auth change when neither uid nor token changed', () => {
    const first = run({ type: 'authChanged', user: ada });
    const again = authReducer(first, { type: 'authChanged', user: { ...ada } });
    expect(again).toBe(first);
  });

  it('updates the user on a new token without reloading the stores', () => {
    const first = run({ type: 'authChanged', user: ada });
    const refreshed = authReducer(first, { type: 'authChanged', user: { ...ada, token: 't2' } });
    expect(refreshed.user?.token).toBe('t2');
    expect(refreshed.storesLoadRequest).toBe(first.storesLoadRequest);
  });

  it('updates a guest that finished registration, even when the token is the same', () => {
    const guest: AuthUser = { uid: 'g1', email: null, token: 't1', isAnonymous: true };
    const first = run({ type: 'authChanged', user: guest });
    const linked = authReducer(first, {
      type: 'authChanged',
      user: { ...guest, email: 'g@example.com', isAnonymous: false },
    });
    expect(linked.user).toEqual({
      uid: 'g1',
      email: 'g@example.com',
      token: 't1',
      isAnonymous: false,
    });
    expect(linked.storesLoadRequest).toBe(first.storesLoadRequest);
  });

  it('asks for a store load when another user signs in', () => {
    const signedOut = run({ type: 'authChanged', user: null });
    const signedIn = authReducer(signedOut, { type: 'authChanged', user: ada });
    expect(signedIn.storesLoadRequest).toBe(1);
    expect(signedIn.isReload).toBe(true);
    const other = authReducer(signedIn, {
      type: 'authChanged',
      user: { ...ada, uid: 'u2', token: 'x' },
    });
    expect(other.storesLoadRequest).toBe(2);
  });

  it('clears the user, push token and flags on logout but stays resolved', () => {
    const before = run(
      { type: 'authChanged', user: ada },
      { type: 'pushTokenReceived', token: 'push-1' },
    );
    const after = authReducer(before, { type: 'loggedOut' });
    expect(after.user).toBeNull();
    expect(after.pushToken).toBeNull();
    expect(after.isReload).toBe(false);
    expect(after.authResolved).toBe(true);
    expect(after.loading).toBe(false);
    expect(after.storesLoadRequest).toBe(before.storesLoadRequest);
  });
});
