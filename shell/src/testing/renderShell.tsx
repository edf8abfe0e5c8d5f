// Test helper: renders shell UI with real i18n (en), a fake auth provider, a fresh bus and a memory router.
import './polyfills';
import { EventBus } from '@planner/shared/bus';
import { createI18n } from '@planner/shared/i18n';
import type { Language } from '@planner/shared/model';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../features/auth/AuthProvider';
import { AuthController, type StoreSync } from '../features/auth/authController';
import authEn from '../locales/en/auth.json';
import shellEn from '../locales/en/shell.json';
import signedInEn from '../locales/en/signedIn.json';
import authFr from '../locales/fr/auth.json';
import shellFr from '../locales/fr/shell.json';
import signedInFr from '../locales/fr/signedIn.json';
import { FakeAuthService } from './FakeAuthService';

export async function setupI18n(language: Language = 'en') {
  // Every namespace of the shell at once: the app fetches auth and signedIn with their parts (shellTexts.ts).
  return createI18n(language, {
    en: { shell: shellEn, signedIn: signedInEn, auth: authEn },
    fr: { shell: shellFr, signedIn: signedInFr, auth: authFr },
  });
}

export function makeStores(): StoreSync & { loadAll: jest.Mock; resetAll: jest.Mock } {
  return {
    loadAll: jest.fn().mockResolvedValue(undefined),
    resetAll: jest.fn().mockResolvedValue(undefined),
  };
}

/** Shows the current path so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export interface ShellHarness extends RenderResult {
  service: FakeAuthService;
  auth: AuthController;
  stores: ReturnType<typeof makeStores>;
  bus: EventBus;
}

export async function renderShell(
  ui: ReactElement,
  {
    path = '/',
    routePath,
    service = new FakeAuthService(),
    language = 'en',
  }: { path?: string; routePath?: string; service?: FakeAuthService; language?: Language } = {},
): Promise<ShellHarness> {
  await setupI18n(language);
  const bus = new EventBus();
  const stores = makeStores();
  const auth = new AuthController({ service, stores, bus, storage: window.localStorage });
  const result = render(
    <AuthProvider controller={auth}>
      <MemoryRouter initialEntries={[path]}>
        {routePath ? (
          <Routes>
            <Route path={routePath} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        <LocationProbe />
      </MemoryRouter>
    </AuthProvider>,
  );
  return { ...result, service, auth, stores, bus };
}
