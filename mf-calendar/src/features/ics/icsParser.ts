// What reading an .ics file answers or refuses, apart from the worker that does it: the import's hook
// and dialog need these at once, the worker client (./icsWorkerClient) only when a file is picked.
import type { IcsErrorCode, IcsImport } from '@planner/shared/ics';

export type ParseFailure = IcsErrorCode | 'unreadable' | 'no-worker';

export class ParseError extends Error {
  constructor(readonly code: ParseFailure) {
    super(`The .ics file was refused: ${code}`);
    this.name = 'ParseError';
  }
}

export interface ParseOptions {
  now: Date;
  timeZone: string;
  untitled: string;
  onProgress?: (ratio: number) => void;
  signal?: AbortSignal;
}

export type IcsParser = (file: Blob, options: ParseOptions) => Promise<IcsImport>;

/** Reads a file in the worker; the worker client's code is downloaded on the first file only. */
export const parseLazily: IcsParser = (file, options) =>
  import(/* webpackChunkName: "ics-import" */ './icsWorkerClient').then((m) =>
    m.parseInWorker(file, options),
  );
