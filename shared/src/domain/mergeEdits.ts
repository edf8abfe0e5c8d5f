// Merging two edits of one item (docs/offline.md, conflicts): an edit made offline and a newer version saved
// elsewhere meanwhile. Edits of different fields merge; edits of the same field to different values conflict.

type Item = Record<string, unknown>;

/** Fields that are the server's bookkeeping, not the user's edit. */
const BOOKKEEPING = new Set(['id', 'lastUpdated']);

/**
 * Whether two values of a record are the same data. Records are plain JSON parsed by one schema, so
 * their keys come in the same order.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The fields `next` changed from `base`. */
export function changedFields(base: object, next: object): string[] {
  const b = base as Item;
  const n = next as Item;
  const keys = new Set([...Object.keys(b), ...Object.keys(n)]);
  return [...keys].filter((k) => !BOOKKEEPING.has(k) && !sameValue(b[k], n[k])).sort();
}

/** The fields both edits changed, to different values: what the user has to choose. */
export function conflictingFields(
  base: object | undefined,
  mine: object,
  theirs: object,
): string[] {
  if (!base) return changedFields(theirs, mine);
  const theirChanges = new Set(changedFields(base, theirs));
  return changedFields(base, mine).filter(
    (k) => theirChanges.has(k) && !sameValue((mine as Item)[k], (theirs as Item)[k]),
  );
}

/**
 * Their version with my changed fields on top, carrying their version number; null when both changed
 * a field differently (or the base is unknown and the versions differ): the user reviews it.
 */
export function mergeEdits<T extends object>(base: T | undefined, mine: T, theirs: T): T | null {
  if (!base || conflictingFields(base, mine, theirs).length > 0) return null;
  const merged: Item = { ...(theirs as Item) };
  for (const k of changedFields(base, mine)) merged[k] = (mine as Item)[k];
  return merged as T;
}

/** The version the user chose field by field: theirs, with `fromMine` taken from mine. */
export function pickFields<T extends object>(mine: T, theirs: T, fromMine: readonly string[]): T {
  const picked: Item = { ...(theirs as Item) };
  for (const k of fromMine) picked[k] = (mine as Item)[k];
  return picked as T;
}
