// Component-test helper: the page's i18next with the tasks namespace, the data layer over a memory api, a sized viewport.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createI18n } from '@planner/shared/i18n';
import en from '../../locales/en/tasks.json';
import fr from '../../locales/fr/tasks.json';
import { DataProvider } from '@planner/shared/sync';
import { MemoryTaskCollection } from './memoryTaskCollection';

export async function setupI18n(): Promise<void> {
  await createI18n('en', { en: { tasks: en }, fr: { tasks: fr } });
}

/** jsdom lays nothing out: give elements a size so the virtualised list renders rows. */
export function giveElementsASize(width = 1000, height = 800): void {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => width,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => height,
  });
}

export function renderWithTasks(
  ui: ReactElement,
  store: MemoryTaskCollection = new MemoryTaskCollection(),
): RenderResult & { store: MemoryTaskCollection } {
  const result = render(<DataProvider>{ui}</DataProvider>);
  return { ...result, store };
}
