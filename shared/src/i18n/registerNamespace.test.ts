// registerNamespace: a remote's texts reach the page's i18next whether it is initialised yet or not.
import i18next from 'i18next';
import { registerNamespace } from './createI18n';

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
