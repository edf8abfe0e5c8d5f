// The load status every synced store publishes, and the outcome of a load.
export interface SyncStatus {
  /** A list read is in flight. */
  loading: boolean;
  /** At least one load finished (from the server or from the local copy). */
  loaded: boolean;
  /** The items shown come from the local copy because the last read failed. */
  fromCache: boolean;
  /** The error code of the last failed read, else null. */
  error: string | null;
}

export const INITIAL_STATUS: SyncStatus = {
  loading: false,
  loaded: false,
  fromCache: false,
  error: null,
};

export type LoadOutcome = { ok: true } | { ok: false; error: string; message: string };
