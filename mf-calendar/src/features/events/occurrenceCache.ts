// Expanded ranges of one calendar state, kept and computed ahead: the next and previous ranges are ready before
// the user moves to them (the expansion of 5,000 events is the part of a week change we control).
import type { Occurrence } from '@planner/shared/domain';
import { occurrencesIn, type EventState } from './eventState';

const KEEP = 8;

export interface OccurrenceSource {
  (start: Date, end: Date): Occurrence[];
}

type Schedule = (work: () => void) => void;

const whenIdle: Schedule = (work) => {
  const ric = (
    globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
  ).requestIdleCallback;
  if (ric) ric(work, { timeout: 500 });
  else setTimeout(work, 50);
};

/** A source of occurrences for one state (make a new one when the state changes). */
export function cachedOccurrences(
  state: EventState,
  schedule: Schedule = whenIdle,
): OccurrenceSource {
  const cache = new Map<string, Occurrence[]>();
  const compute = (from: number, to: number): Occurrence[] => {
    const key = `${from}|${to}`;
    let hit = cache.get(key);
    if (hit) {
      cache.delete(key);
    } else {
      hit = occurrencesIn(state, new Date(from), new Date(to));
      if (cache.size >= KEEP) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, hit);
    return hit;
  };
  return (start, end) => {
    const from = start.getTime();
    const to = end.getTime();
    const result = compute(from, to);
    const span = to - from;
    schedule(() => {
      compute(to, to + span);
      compute(from - span, from);
    });
    return result;
  };
}
