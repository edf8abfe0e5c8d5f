// The AuthService over Firebase Authentication 12, loaded on first use so the landing page stays small.
import type { AuthUser } from '@planner/shared/model';
import type { Auth, User } from 'firebase/auth';
import type * as AuthSdk from './firebaseAuthSdk';
import { logger } from '@planner/shared/logger';
import { nextTask } from '@planner/shared/mainThread';
import { config } from '../../config';
import { AuthError, type AuthService, type Unsubscribe } from './authService';

type AuthModule = typeof AuthSdk;

interface Loaded {
  auth: Auth;
  sdk: AuthModule;
}

let loading: Promise<Loaded> | null = null;

/** Loads firebase/app + what the shell uses of firebase/auth once, and connects to the emulator if configured. */
function load(): Promise<Loaded> {
  loading ??= (async () => {
    // One chunk for both (and Firebase's libraries beside it): apart, the app's few lines were a chunk
    // of their own, one more request and a second copy of firebaseDefaults.
    const [{ getFirebaseApp }, sdk] = await Promise.all([
      import(/* webpackChunkName: "firebase-auth" */ './firebaseApp'),
      import(/* webpackChunkName: "firebase-auth" */ './firebaseAuthSdk'),
    ]);
    // Evaluating firebase/auth and starting it were one task of 20-40 ms on the dashboard's start: two.
    await nextTask();
    const auth = sdk.initializeAuth(getFirebaseApp(), {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    });
    if (config.authEmulatorUrl) {
      sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    }
    return { auth, sdk };
  })();
  // A failed download (offline, new deployment) may be retried by the next call.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

async function toAuthUser(user: User): Promise<AuthUser> {
  return {
    uid: user.uid,
    email: user.email,
    token: await user.getIdToken(),
    isAnonymous: user.isAnonymous,
  };
}

export function createFirebaseAuthService(): AuthService {
  /** (Re)attaches the listener once the SDK is there; set by onUserChanged. */
  let attach: (() => void) | null = null;

  /** The SDK for an action; if it failed to load at start, the listener is attached now. */
  const ready = async (): Promise<Loaded> => {
    const loaded = await load();
    attach?.();
    return loaded;
  };

  /** The signed-in user, after confirming their current password (an account change needs a fresh sign-in). */
  const reauthenticated = async (currentPassword: string) => {
    const { auth, sdk } = await ready();
    const user = auth.currentUser;
    if (!user?.email) throw new AuthError('auth/no-current-user');
    await sdk.reauthenticateWithCredential(
      user,
      sdk.EmailAuthProvider.credential(user.email, currentPassword),
    );
    return { sdk, user };
  };

  return {
    onUserChanged(listener) {
      let stop: Unsubscribe | null = null;
      let stopped = false;
      attach = () => {
        load().then(
          ({ auth, sdk }) => {
            if (stopped || stop) return;
            // onIdTokenChanged (not onAuthStateChanged): linking a guest and token refreshes count too.
            stop = sdk.onIdTokenChanged(auth, (user) => {
              if (!user) return listener(null);
              void toAuthUser(user).then(listener, () => listener(null));
            });
          },
          (error: unknown) => {
            // Without the provider nobody can be signed in: resolve as signed out rather than hang.
            logger.error('the identity provider could not be loaded', error);
            if (!stopped) listener(null);
          },
        );
      };
      attach();
      return () => {
        stopped = true;
        attach = null;
        stop?.();
      };
    },
    async signIn(email, password) {
      const { auth, sdk } = await ready();
      await sdk.signInWithEmailAndPassword(auth, email, password);
    },
    async signInWithGoogle() {
      const { auth, sdk } = await ready();
      await sdk.signInWithPopup(
        auth,
        new sdk.GoogleAuthProvider(),
        sdk.browserPopupRedirectResolver,
      );
    },
    async signInAsGuest() {
      const { auth, sdk } = await ready();
      await sdk.signInAnonymously(auth);
    },
    async signUp(email, password) {
      const { auth, sdk } = await ready();
      const current = auth.currentUser;
      if (current?.isAnonymous) {
        // Linking keeps the uid. Its listeners are not reliably told (same uid), so the linked
        // user, no longer anonymous and with a new token, is returned to the caller.
        const credential = sdk.EmailAuthProvider.credential(email, password);
        const { user } = await sdk.linkWithCredential(current, credential);
        return toAuthUser(user);
      }
      await sdk.createUserWithEmailAndPassword(auth, email, password);
      return null;
    },
    async sendPasswordReset(email) {
      const { auth, sdk } = await ready();
      await sdk.sendPasswordResetEmail(auth, email);
    },
    async changePassword(currentPassword, newPassword) {
      const { sdk, user } = await reauthenticated(currentPassword);
      await sdk.updatePassword(user, newPassword);
    },
    async changeEmail(currentPassword, newEmail) {
      const { sdk, user } = await reauthenticated(currentPassword);
      await sdk.verifyBeforeUpdateEmail(user, newEmail);
    },
    async signOut() {
      const { auth, sdk } = await ready();
      await sdk.signOut(auth);
    },
    async getIdToken() {
      if (!loading) return null;
      const { auth } = await loading;
      return (await auth.currentUser?.getIdToken()) ?? null;
    },
  };
}
