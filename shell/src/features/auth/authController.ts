// Runs the auth state machine: listens to the provider, loads/resets the stores, publishes the session on the bus.
import type { EventBus } from '@planner/shared/bus';
import type { AuthUser } from '@planner/shared/model';
import { logger } from '@planner/shared/logger';
import { authReducer, initialAuthState, type AuthAction, type AuthState } from './authReducer';
import type { AuthService, Unsubscribe } from './authService';
import signedInStart from '../dashboard/signedInStart.json';

/** The two store operations the shell triggers (from '@planner/shared/sync'). */
export interface StoreSync {
  /** Reads the signed-in user's data (`uid`: whose the local data must be). */
  loadAll(uid: string): Promise<unknown>;
  resetAll(): Promise<unknown>;
}

export interface AuthControllerDeps {
  service: AuthService;
  stores: StoreSync;
  bus: EventBus;
  /** Where the "someone is signed in on this browser" hint lives; localStorage by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** This device's reminders (Web Push): unsubscribed on sign-out, while the token still works. */
  pushDevice?: { disable(): Promise<unknown> };
}

/**
 * Set while a user is signed in on this browser. Without it, a public page resolves the session as
 * signed out without loading Firebase at all (the landing page stays small), and index.html does not
 * request the signed-in area's start (signedInStart.json, which it reads the key from).
 */
export const SESSION_HINT_KEY = signedInStart.sessionHintKey;

export class AuthController {
  private state: AuthState = initialAuthState;
  private readonly listeners = new Set<() => void>();
  private stopProvider: Unsubscribe | null = null;
  private lastLoadRequest = 0;
  private readonly deps: AuthControllerDeps;

  constructor(deps: AuthControllerDeps) {
    this.deps = deps;
  }

  getState = (): AuthState => this.state;

  subscribe = (listener: () => void): Unsubscribe => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True when this browser had a signed-in user at its last visit. */
  hasSessionHint(): boolean {
    try {
      return this.storage()?.getItem(SESSION_HINT_KEY) === '1';
    } catch {
      return false;
    }
  }

  /** Starts listening to the provider (loads it). Safe to call many times. */
  start(): void {
    if (this.stopProvider) return;
    this.stopProvider = this.deps.service.onUserChanged((user) =>
      this.dispatch({ type: 'authChanged', user }),
    );
  }

  /** Resolves the session as signed out without asking the provider (no hint, public page). */
  resolveSignedOut(): void {
    if (this.state.authResolved) return;
    this.dispatch({ type: 'authChanged', user: null });
  }

  stop(): void {
    this.stopProvider?.();
    this.stopProvider = null;
  }

  signIn = (email: string, password: string) => this.withProvider((s) => s.signIn(email, password));
  signInWithGoogle = () => this.withProvider((s) => s.signInWithGoogle());
  signInAsGuest = () => this.withProvider((s) => s.signInAsGuest());
  signUp = (email: string, password: string) =>
    this.withProvider(async (s) => {
      const linked = await s.signUp(email, password);
      if (linked) this.dispatch({ type: 'authChanged', user: linked });
    });
  sendPasswordReset = (email: string) => this.withProvider((s) => s.sendPasswordReset(email));
  changePassword = (currentPassword: string, newPassword: string) =>
    this.withProvider((s) => s.changePassword(currentPassword, newPassword));
  changeEmail = (currentPassword: string, newEmail: string) =>
    this.withProvider((s) => s.changeEmail(currentPassword, newEmail));
  /**
   * The bearer token for an api call. A call made before the session is known (the signed-in area
   * shows from the session hint) waits for it rather than going out without a token.
   */
  getIdToken = async (): Promise<string | null> => {
    await this.whenResolved();
    return this.state.user ? this.deps.service.getIdToken() : null;
  };

  /** Resolves once the provider said who is signed in (or that nobody is). */
  whenResolved(): Promise<void> {
    if (this.state.authResolved) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (!this.state.authResolved) return;
        stop();
        resolve();
      });
    });
  }

  setPushToken(token: string | null): void {
    this.dispatch({ type: 'pushTokenReceived', token });
  }

  /**
   * Signs out (this device's push subscription first), resets every store (local data included) and clears
   * the user, push token and flags.
   */
  logout = async (): Promise<void> => {
    try {
      await this.deps.pushDevice?.disable();
    } catch (error) {
      logger.error('push unsubscribe failed', error);
    }
    try {
      await this.deps.service.signOut();
    } catch (error) {
      logger.error('sign-out failed', error);
    }
    try {
      await this.deps.stores.resetAll();
    } catch (error) {
      logger.error('store reset failed', error);
    }
    this.dispatch({ type: 'loggedOut' });
  };

  private async withProvider(run: (service: AuthService) => Promise<void>): Promise<void> {
    this.start();
    await run(this.deps.service);
  }

  private storage(): AuthControllerDeps['storage'] | null {
    if (this.deps.storage) return this.deps.storage;
    return typeof localStorage === 'undefined' ? null : localStorage;
  }

  private dispatch(action: AuthAction): void {
    const previous = this.state;
    this.state = authReducer(previous, action);
    if (this.state === previous) return;
    this.rememberSession(this.state.user);
    this.publishSession(previous);
    if (this.state.storesLoadRequest !== this.lastLoadRequest) {
      this.lastLoadRequest = this.state.storesLoadRequest;
      void this.loadStores();
    }
    for (const listener of this.listeners) listener();
  }

  private rememberSession(user: AuthUser | null): void {
    try {
      if (user) this.storage()?.setItem(SESSION_HINT_KEY, '1');
      else this.storage()?.removeItem(SESSION_HINT_KEY);
    } catch {
      // Storage can be unavailable (private mode); the hint is only an optimisation.
    }
  }

  /** Publishes who is signed in (never the token), only when that changed. */
  private publishSession(previous: AuthState): void {
    const a = previous.user;
    const b = this.state.user;
    const sameUser =
      a === b ||
      (a !== null &&
        b !== null &&
        a.uid === b.uid &&
        a.email === b.email &&
        a.isAnonymous === b.isAnonymous);
    if (sameUser && previous.authResolved === this.state.authResolved) return;
    this.deps.bus.set('session', {
      resolved: this.state.authResolved,
      user: b ? { uid: b.uid, email: b.email, isAnonymous: b.isAnonymous } : null,
    });
  }

  /** The data layer's loadAll never throws; what failed stays in the cache (the dashboard says so). */
  private async loadStores(): Promise<void> {
    const uid = this.state.user?.uid;
    if (!uid) return;
    try {
      await this.deps.stores.loadAll(uid);
    } catch (error) {
      logger.error('loading the data failed', error);
    }
  }
}
