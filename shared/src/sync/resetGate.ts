// A sign-out's reset of this device's data, made whole even when the page closes halfway through it.
// Signing out sends the page to "/" as soon as the identity provider lets go, while the local database is
// still being cleared: a person who closes the tab or opens another page at once cut the reset short and
// left part of the previous account on the device (and, before it, a held list revision over a partial
// copy). The reset is marked as pending in local storage (written at once) and the next page finishes it
// before any read of the local copy (docs/offline.md "Sign-out"). Beside it, the mark of whose the data
// is, which a reset clears.
import { logger } from '../logger';

/** The local storage key that marks a reset begun and not finished. */
export const RESET_PENDING_KEY = 'planner:reset-pending';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function markResetPending(): void {
  try {
    storage()?.setItem(RESET_PENDING_KEY, new Date().toISOString());
  } catch {
    // Without storage there is nothing to resume either.
  }
}

export function clearResetPending(): void {
  try {
    storage()?.removeItem(RESET_PENDING_KEY);
  } catch {
    // As above.
  }
}

export function isResetPending(): boolean {
  try {
    return storage()?.getItem(RESET_PENDING_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * The other mark on this device's data: whose it is (a uid), so that another account never gets it
 * (entities.ts claimLocalData). A reset leaves it to nobody.
 */
export const LOCAL_OWNER_KEY = 'planner:local-owner';

export function localOwner(): string | null {
  try {
    return storage()?.getItem(LOCAL_OWNER_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setLocalOwner(uid: string | null): void {
  try {
    if (uid) storage()?.setItem(LOCAL_OWNER_KEY, uid);
    else storage()?.removeItem(LOCAL_OWNER_KEY);
  } catch {
    // Without storage there is no local data to tell apart either.
  }
}

let resuming: Promise<void> = Promise.resolve();

/** Finishes a reset a previous page began (if any); reads wait for it through `resetSettled`. */
export function resumeReset(reset: () => Promise<void>): Promise<void> {
  if (!isResetPending()) return resuming;
  resuming = reset().catch((error: unknown) =>
    logger.warn('the previous sign-out could not be finished', error),
  );
  return resuming;
}

/** Resolves once no reset begun on an earlier page is still being finished. */
export function resetSettled(): Promise<void> {
  return resuming;
}
