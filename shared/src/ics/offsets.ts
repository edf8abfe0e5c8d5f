// Offsets of a zone at instants, remembered per quarter hour: every zone changes its offset on a quarter
// hour, so an instant's offset is the one at the start of its quarter. An import or export of thousands of
// events then asks Intl (slow) once per distinct quarter hour instead of once per date.
import { formatWithOffset, naiveToWall, offsetAt, type WallTime } from '../domain/zonedTime';

const QUARTER_MS = 15 * 60_000;
const LIMIT = 50_000;
const cache = new Map<string, number>();

export function cachedOffset(instantMs: number, timeZone: string): number {
  const quarter = Math.floor(instantMs / QUARTER_MS);
  const key = `${timeZone}|${quarter}`;
  let offset = cache.get(key);
  if (offset === undefined) {
    if (cache.size >= LIMIT) cache.clear();
    offset = offsetAt(quarter * QUARTER_MS, timeZone);
    cache.set(key, offset);
  }
  return offset;
}

/** ISO 8601 with the zone's offset at that instant (formatZonedIso, cached). */
export function zonedIso(instantMs: number, timeZone: string): string {
  return formatWithOffset(instantMs, cachedOffset(instantMs, timeZone));
}

/** The wall time in the zone at an instant (wallTimeOf, cached). */
export function wallAt(instantMs: number, timeZone: string): WallTime {
  return naiveToWall(instantMs + cachedOffset(instantMs, timeZone));
}
