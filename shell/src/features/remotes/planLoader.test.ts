// The loader of a page's plan: what it fetches from the entry, before the federation runtime is there.
import { writePurposes } from '@planner/shared/consent';
import { CALENDAR_CHUNKS } from '@planner/shared/mf';
import { planFor } from '../dashboard/loadingPlan';
import { LANGUAGE_STORAGE_KEY } from '../language/language';
import { preloadEarly } from './earlyPreload';
import { preloadRemoteModules } from './index';
import { markMainAreaShown, resetMainAreaForTests } from './mainArea';
import { loadPlan } from './planLoader';

jest.mock('./earlyPreload', () => ({ preloadEarly: jest.fn(async () => undefined) }));
// The registry and the runtime come later, with a dynamic import: not this test's subject.
jest.mock('./index', () => ({ preloadRemoteModules: jest.fn(async () => undefined) }));

const preloadEarlyMock = preloadEarly as jest.Mock;
const preloadRemoteModulesMock = preloadRemoteModules as jest.Mock;

afterEach(() => {
  // A fresh page: the earlier tests' plans no longer wait for this one's main area.
  resetMainAreaForTests();
  localStorage.clear();
  preloadEarlyMock.mockClear();
  preloadRemoteModulesMock.mockClear();
});

/** The widgets loadPlan preloaded, once the main area has shown (its dynamic import and wait resolved). */
async function widgetsPreloaded(): Promise<string[]> {
  markMainAreaShown();
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return preloadRemoteModulesMock.mock.calls
    .filter(([, , basename]) => basename === undefined)
    .map(([remote, [module]]) => `${remote} ${module}`);
}

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

  it("loads /dashboard's bell once the calendar has shown, and leaves the widgets that wait to come near to their slots", async () => {
    writePurposes({ analytics: false, push: false, ads: true });
    loadPlan(planFor('/dashboard')!);
    // The sidebars and the ad slot (whenNear) are loaded by their slots (RemoteWidget), which see the viewport.
    expect(await widgetsPreloaded()).toEqual(['notifications ./NotificationBell']);
  });

  it('loads a widget that needs consent only once it is given', async () => {
    const plan = { widgets: [{ remote: 'settings', module: './AdSlot', consent: 'ads' }] } as const;
    loadPlan(plan);
    expect(await widgetsPreloaded()).toEqual([]);

    resetMainAreaForTests();
    writePurposes({ analytics: false, push: false, ads: true });
    loadPlan(plan);
    expect(await widgetsPreloaded()).toEqual(['settings ./AdSlot']);
  });

  it('fetches only the entry of a page whose plan names no chunks', () => {
    loadPlan(planFor('/dashboard/tasks')!);
    expect(preloadEarlyMock).toHaveBeenCalledWith('tasks', ['./lifecycles'], []);
  });
});
