import { EventBus } from '@planner/shared/bus';
import { registerNamespace, textsReady } from '@planner/shared/i18n';
import { setupI18n } from '../../testing/renderShell';
import { detectLanguage, initLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from './language';

function storage(saved: string | null) {
  return { getItem: () => saved, setItem: jest.fn() };
}

describe('detectLanguage', () => {
  it.each([
    [null, ['fr-FR', 'en'], 'fr'],
    [null, ['de-DE', 'en-GB'], 'en'],
    [null, ['de-DE'], 'en'],
    [null, [], 'en'],
    ['en', ['fr-FR'], 'en'],
    ['fr', ['en-US'], 'fr'],
    ['es', ['fr-CA'], 'fr'],
  ])('saved %s, browser %j -> %s', (saved, browser, expected) => {
    expect(detectLanguage(storage(saved), browser)).toBe(expected);
  });
});

describe('language on the page', () => {
  it('switches i18next, <html lang>, the bus and saves the choice', async () => {
    const i18n = await setupI18n('en');
    const bus = new EventBus();
    initLanguage(i18n, bus);
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('fr', i18n, bus);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('nav.login', { ns: 'shell' })).toBe('Connexion');
    expect(document.documentElement.lang).toBe('fr');
    expect(bus.get('language')).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('obeys ui:language-requested from a remote', async () => {
    const i18n = await setupI18n('fr');
    const bus = new EventBus();
    initLanguage(i18n, bus);
    bus.publish('ui:language-requested', { language: 'en' });
    await new Promise((r) => setTimeout(r, 0));
    expect(i18n.language).toBe('en');
    expect(bus.get('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('stays in its language when the texts of the other cannot be fetched (offline)', async () => {
    const i18n = await setupI18n('en');
    registerNamespace('unreachable', {
      en: async () => ({ hello: 'Hello' }),
      fr: () => Promise.reject(new Error('Failed to fetch')),
    });
    await textsReady();
    const bus = new EventBus();
    initLanguage(i18n, bus);
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    await setLanguage('fr', i18n, bus);
    expect(i18n.language).toBe('en');
    expect(i18n.t('unreachable:hello')).toBe('Hello');
    expect(document.documentElement.lang).toBe('en');
    expect(bus.get('language')).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
