// The messages between the calendar and its .ics worker (ics.worker.ts): a file in, progress, then the
// mapped events or the reason the file is refused.
import type { IcsCounts, IcsErrorCode, ImportedEvent } from '@planner/shared/ics';

/**
 * The events come in batches of this many: each message is copied into the page in its own task, so a
 * big file never blocks the page for long (one 6,000-event message took ~250 ms to receive).
 */
export const EVENTS_PER_MESSAGE = 500;

export interface ParseRequest {
  id: number;
  file: Blob;
  now: number;
  timeZone: string;
  untitled: string;
}

export type WorkerReply =
  | { id: number; type: 'progress'; ratio: number }
  | { id: number; type: 'events'; events: ImportedEvent[] }
  | { id: number; type: 'done'; counts: IcsCounts; titles: string[] }
  | { id: number; type: 'error'; code: IcsErrorCode | 'unreadable' };
