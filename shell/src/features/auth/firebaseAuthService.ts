// The AuthService over Firebase Authentication 12, loaded on first use so the landing page stays small.
import type { AuthUser } from '@planner/shared/model';
import type * as AuthSdk from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import { config } from '../../config';
import type { AuthService, Unsubscribe } from './authService';

type AuthModule = typeof AuthSdk;

interface Loaded {
  auth: Auth;
  sdk: AuthModule;
}

let loading: Promise<Loaded> | null = null;

/** Loads firebase/app + firebase/auth once (one lazy chunk) and connects to the emulator if configured. */
function load(): Promise<Loaded> {
  loading ??= (async () => {
    const [{ getFirebaseApp }, sdk] = await Promise.all([
      import('./firebaseApp'),
      import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
    ]);
    const auth = sdk.initializeAuth(getFirebaseApp(), {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    });
    if (config.authEmulatorUrl) {
      sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    }
    return { auth, sdk };
  })();
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
  return {
    onUserChanged(listener) {
      let stop: Unsubscribe | null = null;
      let stopped = false;
      void load().then(({ auth, sdk }) => {
        if (stopped) return;
        // onIdTokenChanged (not onAuthStateChanged) so linking a guest and token refreshes are seen too.
        stop = sdk.onIdTokenChanged(auth, (user) => {
          if (!user) return listener(null);
          void toAuthUser(user).then(listener, () => listener(null));
        });
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    async signIn(email, password) {
      const { auth, sdk } = await load();
      await sdk.signInWithEmailAndPassword(auth, email, password);
    },
    async signInWithGoogle() {
      const { auth, sdk } = await load();
      await sdk.signInWithPopup(
        auth,
        new sdk.GoogleAuthProvider(),
        sdk.browserPopupRedirectResolver,
      );
    },
    async signInAsGuest() {
      const { auth, sdk } = await load();
      await sdk.signInAnonymously(auth);
    },
    async signUp(email, password) {
      const { auth, sdk } = await load();
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
      const { auth, sdk } = await load();
      await sdk.sendPasswordResetEmail(auth, email);
    },
    async signOut() {
      const { auth, sdk } = await load();
      await sdk.signOut(auth);
    },
    async getIdToken() {
      if (!loading) return null;
      const { auth } = await loading;
      return (await auth.currentUser?.getIdToken()) ?? null;
    },
  };
}
