// The list revision each local copy was last read at, so the next read asks only for what changed since
// (GET <list>?since=<revision>, docs/offline.md "Incremental reads"). Kept in a localforage database of its
// own beside the product's (which stays as docs/product.md section 3 says) and cleared with the copies.
import localforage from 'localforage';
import { logger } from '../logger';

export interface HeldRevision {
  /** The list's revision on the server when the local copy was last made equal to it. */
  revision: number;
  /** How many server items the copy held then: an empty copy that held some was lost (full read). */
  count: number;
  /** When (ms): past FULL_READ_EVERY_MS the next read is a full one, which heals any drift. */
  at: number;
}

/** A full read at least this often, whatever the revisions say. */
export const FULL_READ_EVERY_MS = 24 * 60 * 60_000;

const store = localforage.createInstance({ name: 'planner-sync', storeName: 'revisions' });

/** The revision to read from, or null for a full read. */
export async function heldRevision(name: string, now = Date.now()): Promise<HeldRevision | null> {
  try {
    const held = await store.getItem<HeldRevision>(name);
    if (!held || typeof held.revision !== 'number' || now - held.at > FULL_READ_EVERY_MS)
      return null;
    return held;
  } catch (error) {
    logger.warn(`${name}: the list revision could not be read`, error);
    return null;
  }
}

export async function holdRevision(name: string, held: HeldRevision): Promise<void> {
  try {
    await store.setItem(name, held);
  } catch (error) {
    logger.warn(`${name}: the list revision could not be written`, error);
  }
}

/** Sign-out and account changes: the next reads are full ones. */
export async function clearRevisions(): Promise<void> {
  try {
    await store.clear();
  } catch (error) {
    logger.warn('the list revisions could not be cleared', error);
  }
}
