// The auth state machine of docs/product.md section 4 as a pure reducer: user, loading, resolution, when to load data.
import type { AuthUser } from '@planner/shared/model';

export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
  authResolved: boolean;
  /** True until the first auth change has been handled. */
  initialLoad: boolean;
  /** Set from the initial-load flag on the first auth change: the page was (re)loaded with this session. */
  isReload: boolean;
  /** Increases each time the user's data must be (re)loaded; the controller runs the data layer's loadAll on change. */
  storesLoadRequest: number;
  pushToken: string | null;
}

export type AuthAction =
  | { type: 'authChanged'; user: AuthUser | null }
  | { type: 'pushTokenReceived'; token: string | null }
  | { type: 'loggedOut' };

export const initialAuthState: AuthState = {
  user: null,
  loading: true,
  authResolved: false,
  initialLoad: true,
  isReload: false,
  storesLoadRequest: 0,
  pushToken: null,
};

/**
 * docs/product.md: the user is updated only if uid or token changed. A guest's link can reach us twice with
 * one token (first still marked anonymous, then registered), so the account state counts too.
 */
function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.uid === b.uid && a.token === b.token && a.isAnonymous === b.isAnonymous && a.email === b.email
  );
}

function onAuthChanged(state: AuthState, user: AuthUser | null): AuthState {
  const first = state.initialLoad;
  const changed = !sameUser(state.user, user);
  if (!first && !changed) return state;
  const uidChanged = (state.user?.uid ?? null) !== (user?.uid ?? null);
  const isReload = first ? state.initialLoad : state.isReload;
  // Stores load for a signed-in user on the first (re)load and whenever a different user signs in;
  // a token refresh of the same user only updates the user.
  const mustLoad = user !== null && (first || uidChanged);
  return {
    ...state,
    user: changed ? user : state.user,
    loading: false,
    authResolved: true,
    initialLoad: false,
    isReload,
    storesLoadRequest: mustLoad ? state.storesLoadRequest + 1 : state.storesLoadRequest,
  };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'authChanged':
      return onAuthChanged(state, action.user);
    case 'pushTokenReceived':
      return action.token === state.pushToken ? state : { ...state, pushToken: action.token };
    case 'loggedOut':
      // Clears the user, push token and flags; the session stays resolved (we know nobody is signed in).
      return {
        ...initialAuthState,
        loading: false,
        authResolved: true,
        initialLoad: false,
        // Kept so the controller does not mistake the reset for a new load request.
        storesLoadRequest: state.storesLoadRequest,
      };
  }
}
