// The messages between the calendar and its .ics worker (ics.worker.ts): a file in, progress, then the
// mapped events or the reason the file is refused.
import type { IcsErrorCode, IcsImport } from '@planner/shared/ics';

export interface ParseRequest {
  id: number;
  file: Blob;
  now: number;
  timeZone: string;
  untitled: string;
}

export type WorkerReply =
  | { id: number; type: 'progress'; ratio: number }
  | { id: number; type: 'done'; result: IcsImport }
  | { id: number; type: 'error'; code: IcsErrorCode | 'unreadable' };
