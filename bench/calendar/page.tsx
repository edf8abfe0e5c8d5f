// The calendar bench page: the real CalendarPage (FullCalendar, lazy) over 5,000 in-memory events, with timing hooks.
import { createRoot, type Root } from 'react-dom/client';
import { createI18n } from '@planner/shared/i18n';
import '@planner/shared/ui/tokens.css';
import en from '../../mf-calendar/src/locales/en/calendar.json';
import fr from '../../mf-calendar/src/locales/fr/calendar.json';
import { CalendarPage } from '../../mf-calendar/src/features/calendar/components/CalendarPage';
import { DataProvider } from '@planner/shared/sync';
import {
  MemoryEventStore,
  MemoryPresetStore,
} from '../../mf-calendar/src/features/testing/memoryStores';
import { makeEvents } from './data';

export interface Timing {
  /** Until the new week's events are in the DOM. */
  domMs: number;
  /** Until the frame after that is done (style, layout, paint). */
  paintedMs: number;
  events: number;
}

export interface BenchApi {
  stored: number;
  render(): Promise<Timing>;
  nextWeek(): Promise<Timing>;
}

declare global {
  interface Window {
    bench?: BenchApi;
  }
}

const events = makeEvents(new Date());
// The page's cache filled as a finished read leaves it (a memory api answers any write).
new MemoryEventStore(events);
new MemoryPresetStore();
const container = document.getElementById('root') as HTMLElement;
let root: Root | null = null;

const afterNextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

/** The first day shown (FullCalendar 7's column headers carry data-date). */
const firstDay = () =>
  container.querySelector('[role="columnheader"][data-date]')?.getAttribute('data-date') ?? '';
const eventCount = () => container.querySelectorAll('[data-testid="calendar-event"]').length;

/** Resolves when `done()` holds, checked on every DOM mutation. */
function until(done: () => boolean): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the calendar did not show the expected events within 10 s'));
    }, 10_000);
    const observer = new MutationObserver(() => {
      if (done()) {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      }
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
}

window.bench = {
  stored: events.length,
  async render() {
    root?.unmount();
    container.textContent = '';
    root = createRoot(container);
    const t0 = performance.now();
    root.render(
      <DataProvider>
        <CalendarPage />
      </DataProvider>,
    );
    await until(() => eventCount() > 0);
    const domMs = performance.now() - t0;
    await afterNextFrame();
    return { domMs, paintedMs: performance.now() - t0, events: eventCount() };
  },
  async nextWeek() {
    const next = container.querySelector<HTMLButtonElement>('button[aria-label="Next week"]');
    if (!next) throw new Error('no next button');
    const before = firstDay();
    const t0 = performance.now();
    next.click();
    await until(() => firstDay() !== before && eventCount() > 0);
    const domMs = performance.now() - t0;
    await afterNextFrame();
    return { domMs, paintedMs: performance.now() - t0, events: eventCount() };
  },
};

void createI18n('en', { en: { calendar: en }, fr: { calendar: fr } }).then(() => {
  document.title = 'ready';
});
