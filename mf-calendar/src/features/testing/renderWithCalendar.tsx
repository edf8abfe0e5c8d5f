// Component-test helper: the page's i18next with the calendar namespace and the data layer over a memory api.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createI18n } from '@planner/shared/i18n';
import en from '../../locales/en/calendar.json';
import fr from '../../locales/fr/calendar.json';
import { DataProvider } from '@planner/shared/sync';
import { MemoryEventStore, MemoryPresetStore } from './memoryStores';

export async function setupI18n(language: 'en' | 'fr' = 'en'): Promise<void> {
  await createI18n(language, { en: { calendar: en }, fr: { calendar: fr } });
}

export function renderWithCalendar(
  ui: ReactElement,
  stores: { events?: MemoryEventStore; presets?: MemoryPresetStore } = {},
): RenderResult & { events: MemoryEventStore; presets: MemoryPresetStore } {
  const events = stores.events ?? new MemoryEventStore();
  const presets = stores.presets ?? new MemoryPresetStore();
  const result = render(<DataProvider>{ui}</DataProvider>);
  return { ...result, events, presets };
}
