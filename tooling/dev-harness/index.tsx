// The standalone dev harness of a remote (`npm run dev -w mf-<name>`): the shell's page-level services
// (i18n, tokens, theme, language, guest sign-in, the api client) around the remote's own lifecycles.
import '@planner/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import type { ParcelConfig } from 'single-spa';
import { createI18n, textsReady, toSupportedLanguage } from '@planner/shared/i18n';
import { configureSync, DataProvider } from '@planner/shared/sync';
import { bus } from '@planner/shared/bus';
import harnessEn from './locales/en/harness.json';
import harnessFr from './locales/fr/harness.json';
import { harnessConfig } from './harnessConfig';
import { getIdToken, startAuth } from './guestAuth';
import { Harness, applyTheme, THEME_KEY } from './Harness';

export interface HarnessOptions {
  /** The remote's name, e.g. 'tasks'. */
  remote: string;
  /** The remote's ./lifecycles module: mounted with single-spa exactly as the shell mounts it. */
  lifecycles: ParcelConfig;
  /** The basenames the shell mounts this remote under; the first is shown first. */
  screens: string[];
  /** Its exposed widgets (plain components), rendered beside it. */
  widgets?: { name: string; Component: ComponentType }[];
}

export async function startHarness(options: HarnessOptions): Promise<void> {
  const language = toSupportedLanguage(navigator.language);
  await createI18n(language, { en: { harness: harnessEn }, fr: { harness: harnessFr } });
  // The remote's texts (its module registered them with loaders) before its widgets render.
  await textsReady();
  document.documentElement.lang = language;
  bus.set('language', language);
  const saved = localStorage.getItem(THEME_KEY);
  const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  applyTheme(saved === 'dark' || (saved === null && prefersDark) ? 'dark' : 'light');

  configureSync({
    baseUrl: harnessConfig.apiUrl,
    appSecret: harnessConfig.appSecret,
    mode: harnessConfig.production ? 'production' : 'development',
    getToken: getIdToken,
  });
  startAuth();

  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element');
  createRoot(container).render(
    <DataProvider>
      <Harness
        remote={options.remote}
        lifecycles={options.lifecycles}
        screens={options.screens}
        widgets={options.widgets ?? []}
      />
    </DataProvider>,
  );
}
