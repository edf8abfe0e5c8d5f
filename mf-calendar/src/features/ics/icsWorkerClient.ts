// Starts the .ics worker and asks it to read one file. The worker is its own file in this remote's dist
// (ics-worker.js, tooling/webpack workerConfig). Inside the shell the remote's origin (:3001) is not the
// page's (:3000), and a Worker must come from the page's origin: then a tiny same-origin blob worker
// importScripts() the real file from the remote (classic workers may load cross-origin scripts). The
// worker is one file with no chunks, so nothing in it depends on where it was loaded from.
import { MAX_ICS_BYTES } from '@planner/shared/model/constants';
import type { IcsImport } from '@planner/shared/ics';
import type { ParseRequest, WorkerReply } from './icsProtocol';
import { ParseError, type IcsParser } from './icsParser';

export { ParseError, type IcsParser, type ParseFailure, type ParseOptions } from './icsParser';

declare const __webpack_public_path__: string | undefined;

export const WORKER_FILE = 'ics-worker.js';

/** Where this remote's files are served from (webpack's publicPath 'auto': the remote's own origin). */
function remoteBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__
    ? __webpack_public_path__
    : location.href;
}

function startWorker(): { worker: Worker; release: () => void } {
  const url = new URL(WORKER_FILE, new URL(remoteBase(), location.href)).href;
  if (new URL(url).origin === location.origin)
    return { worker: new Worker(url), release: () => {} };
  const blob = new Blob([`importScripts(${JSON.stringify(url)});`], { type: 'text/javascript' });
  const blobUrl = URL.createObjectURL(blob);
  return { worker: new Worker(blobUrl), release: () => URL.revokeObjectURL(blobUrl) };
}

let nextId = 1;

/** Reads a file in a fresh worker (ended once it answered or the caller gave up). */
export const parseInWorker: IcsParser = (file, options) => {
  if (file.size > MAX_ICS_BYTES) return Promise.reject(new ParseError('too-large'));
  if (typeof Worker === 'undefined') return Promise.reject(new ParseError('no-worker'));
  return new Promise<IcsImport>((resolve, reject) => {
    let started: ReturnType<typeof startWorker>;
    try {
      started = startWorker();
    } catch {
      reject(new ParseError('no-worker'));
      return;
    }
    const { worker, release } = started;
    const id = nextId++;
    const end = () => {
      worker.terminate();
      release();
      options.signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(new DOMException('The import was cancelled', 'AbortError'));
    };
    options.signal?.addEventListener('abort', abort);
    const events: IcsImport['events'] = [];
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.type === 'progress') options.onProgress?.(reply.ratio);
      else if (reply.type === 'events') {
        for (const e of reply.events) events.push(e);
      } else if (reply.type === 'done') {
        end();
        resolve({ events, counts: reply.counts, titles: reply.titles });
      } else {
        end();
        reject(new ParseError(reply.code));
      }
    };
    worker.onerror = () => {
      end();
      reject(new ParseError('no-worker'));
    };
    const request: ParseRequest = {
      id,
      file,
      now: options.now.getTime(),
      timeZone: options.timeZone,
      untitled: options.untitled,
    };
    worker.postMessage(request);
  });
};
