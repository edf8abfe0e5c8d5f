// A controllable in-memory AuthService for component tests (the browser tests use the real emulator).
import type { AuthUser } from '@planner/shared/model';
import { AuthError, type AuthService } from '../features/auth/authService';

export class FakeAuthService implements AuthService {
  private listener: ((user: AuthUser | null) => void) | null = null;
  current: AuthUser | null = null;
  /** When set, the next provider call fails with this code. */
  failWith: string | null = null;
  calls: string[] = [];
  private tokenCount = 0;

  onUserChanged(listener: (user: AuthUser | null) => void) {
    this.listener = listener;
    return () => {
      this.listener = null;
    };
  }

  get listening(): boolean {
    return this.listener !== null;
  }

  /** What the provider would report after a sign-in, link, refresh or sign-out. */
  emit(user: AuthUser | null): void {
    this.current = user;
    this.listener?.(user);
  }

  makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
    this.tokenCount += 1;
    return {
      uid: 'uid-1',
      email: 'ada@example.com',
      token: `token-${this.tokenCount}`,
      isAnonymous: false,
      ...overrides,
    };
  }

  private async step(name: string, user?: AuthUser | null): Promise<void> {
    this.calls.push(name);
    if (this.failWith) {
      const code = this.failWith;
      this.failWith = null;
      throw new AuthError(code);
    }
    if (user !== undefined) this.emit(user);
  }

  signIn(email: string) {
    return this.step(`signIn:${email}`, this.makeUser({ email }));
  }
  signInWithGoogle() {
    return this.step('google', this.makeUser({ email: 'g@example.com' }));
  }
  signInAsGuest() {
    return this.step('guest', this.makeUser({ uid: 'guest-1', email: null, isAnonymous: true }));
  }
  /** Like Firebase: a new account is announced to the listener, a linked guest only returned. */
  async signUp(email: string) {
    if (this.current?.isAnonymous) {
      await this.step(`signUp:${email}`);
      this.current = this.makeUser({ uid: this.current.uid, email });
      return this.current;
    }
    await this.step(`signUp:${email}`, this.makeUser({ uid: 'new-uid', email }));
    return null;
  }
  sendPasswordReset(email: string) {
    return this.step(`reset:${email}`);
  }
  changePassword(current: string, next: string) {
    if (current !== 'Current-pass1')
      return this.step('changePassword:refused').then(() => {
        throw new AuthError('auth/wrong-password');
      });
    return this.step(`changePassword:${next}`);
  }
  changeEmail(current: string, email: string) {
    if (current !== 'Current-pass1')
      return this.step('changeEmail:refused').then(() => {
        throw new AuthError('auth/wrong-password');
      });
    return this.step(`changeEmail:${email}`);
  }
  signOut() {
    return this.step('signOut', null);
  }
  async getIdToken() {
    return this.current?.token ?? null;
  }
}
