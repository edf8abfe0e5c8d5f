// The calendar's .ics reader, off the main thread (built on its own: tooling/webpack workerConfig): reads the
// file, maps it with @planner/shared/ics (ical.js bundled in) and answers the events, or why the file is
// refused. The page stays responsive whatever the file's size.
import { IcsError, parseIcs } from '@planner/shared/ics';
import { EVENTS_PER_MESSAGE, type ParseRequest, type WorkerReply } from './icsProtocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage: (reply: WorkerReply) => void;
};

scope.onmessage = (event) => {
  void handle(event.data);
};

async function handle(request: ParseRequest): Promise<void> {
  const { id } = request;
  const reply = (message: WorkerReply) => scope.postMessage(message);
  let text: string;
  try {
    reply({ id, type: 'progress', ratio: 0.05 });
    text = await request.file.text();
  } catch {
    reply({ id, type: 'error', code: 'unreadable' });
    return;
  }
  try {
    reply({ id, type: 'progress', ratio: 0.2 });
    const result = parseIcs(text, {
      now: new Date(request.now),
      timeZone: request.timeZone,
      untitled: request.untitled,
      onProgress: (done, total) =>
        reply({ id, type: 'progress', ratio: 0.3 + 0.7 * (done / Math.max(1, total)) }),
    });
    for (let i = 0; i < result.events.length; i += EVENTS_PER_MESSAGE) {
      reply({ id, type: 'events', events: result.events.slice(i, i + EVENTS_PER_MESSAGE) });
    }
    reply({ id, type: 'done', counts: result.counts, titles: result.titles });
  } catch (error) {
    reply({ id, type: 'error', code: error instanceof IcsError ? error.code : 'malformed' });
  }
}
