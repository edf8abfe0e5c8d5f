// The identity provider's admin side (firebase-admin; the auth emulator when its host is set): deleting
// an account's user when the person deletes their account.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface IdentityAdmin {
  /** Deletes the provider's user; an already deleted one is not an error. */
  deleteUser(uid: string): Promise<void>;
}

export function createIdentityAdmin({
  projectId,
  emulatorHost,
}: {
  projectId: string;
  emulatorHost: string | null;
}): IdentityAdmin {
  // firebase-admin reads the emulator host only from the environment (the token verifier sets it too).
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const name = `planner-api-${projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  return {
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (err) {
        if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
      }
    },
  };
}
