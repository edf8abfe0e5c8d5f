// The loader of a page's plan: what it fetches from the entry, before the federation runtime is there.
import { CALENDAR_CHUNKS } from '@planner/shared/mf';
import { planFor } from '../dashboard/loadingPlan';
import { LANGUAGE_STORAGE_KEY } from '../language/language';
import { preloadEarly } from './earlyPreload';
import { loadPlan } from './planLoader';

jest.mock('./earlyPreload', () => ({ preloadEarly: jest.fn(async () => undefined) }));
// The registry and the runtime come later, with a dynamic import: not this test's subject.
jest.mock('./index', () => ({ preloadRemoteModules: jest.fn(async () => undefined) }));

const preloadEarlyMock = preloadEarly as jest.Mock;

afterEach(() => {
  localStorage.clear();
  preloadEarlyMock.mockClear();
});

describe('loadPlan', () => {
  it("fetches /dashboard's calendar with FullCalendar and the calendar's texts in the page's language", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    loadPlan(planFor('/dashboard')!);
    expect(preloadEarlyMock).toHaveBeenCalledWith(
      'calendar',
      ['./lifecycles'],
      [CALENDAR_CHUNKS.fullcalendar, 'texts-calendar-fr'],
    );
  });

  it('fetches the English texts for an English page', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    loadPlan(planFor('/dashboard')!);
    expect(preloadEarlyMock.mock.calls[0]?.[2]).toEqual([
      CALENDAR_CHUNKS.fullcalendar,
      'texts-calendar-en',
    ]);
  });

  it('fetches only the entry of a page whose plan names no chunks', () => {
    loadPlan(planFor('/dashboard/tasks')!);
    expect(preloadEarlyMock).toHaveBeenCalledWith('tasks', ['./lifecycles'], []);
  });
});
