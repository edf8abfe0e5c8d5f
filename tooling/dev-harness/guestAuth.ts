// The harness's sign-in: Firebase Auth (the emulator by default), published on the bus and loading the
// user's data like the shell does.
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  onAuthStateChanged,
  signInAnonymously,
  signOut,
  type Auth,
} from 'firebase/auth';
import { bus } from '@planner/shared/bus';
import { loadAll, resetAll } from '@planner/shared/sync';
import { harnessConfig } from './harnessConfig';

let auth: Auth | null = null;

/** Starts Firebase Auth once and mirrors its user into the bus `session` fact. */
export function startAuth(): Auth {
  if (auth) return auth;
  const app = initializeApp(harnessConfig.firebase, 'planner-dev-harness');
  auth = getAuth(app);
  if (harnessConfig.authEmulatorUrl) {
    connectAuthEmulator(auth, harnessConfig.authEmulatorUrl, { disableWarnings: true });
  }
  let uid: string | null = null;
  onAuthStateChanged(auth, (user) => {
    bus.set('session', {
      resolved: true,
      user: user ? { uid: user.uid, email: user.email, isAnonymous: user.isAnonymous } : null,
    });
    // Like the shell: a new user's data is read, a sign-out forgets it.
    if ((user?.uid ?? null) === uid) return;
    uid = user?.uid ?? null;
    void (user ? loadAll() : resetAll());
  });
  return auth;
}

export async function signInAsGuest(): Promise<void> {
  await signInAnonymously(startAuth());
}

export async function signOutUser(): Promise<void> {
  await signOut(startAuth());
}

/** The current user's ID token for the api, or null when signed out. */
export async function getIdToken(): Promise<string | null> {
  const user = startAuth().currentUser;
  return user ? user.getIdToken() : null;
}
