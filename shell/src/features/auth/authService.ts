// The small interface the shell needs from its identity provider, so components can be tested with a fake.
import type { AuthUser } from '@planner/shared/model';

export type Unsubscribe = () => void;

/** A provider failure carrying the provider's error code (e.g. 'auth/wrong-password'). */
export class AuthError extends Error {
  readonly code: string;
  constructor(code: string, message = code) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
  }
}

/** The code of any thrown value: Firebase errors carry `code`, anything else has none. */
export function authErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return '';
}

export interface AuthService {
  /**
   * Calls `listener` with the current user (or null) once the provider has answered, then on each
   * sign-in, sign-out, account link and token refresh.
   */
  onUserChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  signInAsGuest(): Promise<void>;
  /**
   * Creates an account; a signed-in guest is linked instead, so it keeps its uid and data. Resolves
   * with the linked user (the listener may not hear of a link), or null for a new account.
   */
  signUp(email: string, password: string): Promise<AuthUser | null>;
  sendPasswordReset(email: string): Promise<void>;
  /** A registered user's new password, once the current one is confirmed (re-authentication). */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Sends a verification link to `newEmail` once the current password is confirmed; the address changes
   * when the link is opened.
   */
  changeEmail(currentPassword: string, newEmail: string): Promise<void>;
  signOut(): Promise<void>;
  /** A fresh ID token for backend calls, or null when nobody is signed in. */
  getIdToken(): Promise<string | null>;
}
