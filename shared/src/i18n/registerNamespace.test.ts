// registerNamespace: a remote's texts reach the page's i18next whether it is initialised yet or not.
import i18next from 'i18next';
import { createI18n, loadTexts, registerNamespace, textsReady } from './createI18n';

const resources = { en: { hello: 'Hello' }, fr: { hello: 'Bonjour' } };

it('adds both languages at once to an initialised instance', async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'fr', resources: {} });
  registerNamespace('remote', resources, instance);
  expect(instance.t('remote:hello')).toBe('Bonjour');
  expect(instance.getFixedT('en')('remote:hello')).toBe('Hello');
});

it('waits for an instance that is not initialised yet (a remote preloaded before the shell’s i18n)', async () => {
  const instance = i18next.createInstance();
  registerNamespace('remote', resources, instance);
  expect(instance.isInitialized).toBeFalsy();
  await instance.init({ lng: 'en', resources: {} });
  expect(instance.t('remote:hello')).toBe('Hello');
  expect(instance.getFixedT('fr')('remote:hello')).toBe('Bonjour');
});

describe('a namespace registered with a loader per language', () => {
  it('fetches only the active language, the other one on loadTexts, and says when they are there', async () => {
    const i18n = await createI18n('fr');
    const fetched: string[] = [];
    const loader = (language: 'en' | 'fr', texts: Record<string, string>) => async () => {
      fetched.push(language);
      return { default: texts };
    };
    registerNamespace('lazyRemote', {
      en: loader('en', resources.en),
      fr: loader('fr', resources.fr),
    });
    await textsReady();
    expect(fetched).toEqual(['fr']);
    expect(i18n.t('lazyRemote:hello')).toBe('Bonjour');

    await expect(loadTexts('en')).resolves.toBe(true);
    expect(fetched).toEqual(['fr', 'en']);
    await i18n.changeLanguage('en');
    expect(i18n.t('lazyRemote:hello')).toBe('Hello');
    expect(fetched).toEqual(['fr', 'en']);
  });

  it('reports a language whose texts cannot be fetched (offline, never opened here)', async () => {
    await createI18n('en');
    registerNamespace('offlineRemote', {
      en: async () => resources.en,
      fr: () => Promise.reject(new Error('Failed to fetch')),
    });
    await textsReady();
    await expect(loadTexts('fr')).resolves.toBe(false);
    await expect(loadTexts('en')).resolves.toBe(true);
  });
});

describe('what registerNamespace returns', () => {
  it('resolves once the namespace’s texts are there, also when i18next starts after the call', async () => {
    const instance = i18next.createInstance().use({
      type: 'backend',
      init() {},
      read(_language: string, _ns: string, callback: (error: null, texts: object) => void) {
        setTimeout(() => callback(null, resources.en), 10);
      },
    } as const);
    let done = false;
    const registered = registerNamespace(
      'later',
      { en: async () => resources.en, fr: async () => resources.fr },
      instance,
    ).then(() => (done = true));
    await instance.init({ lng: 'en', resources: {}, partialBundledLanguages: true });
    expect(done).toBe(false);
    await registered;
    expect(instance.t('later:hello')).toBe('Hello');
  });
});
