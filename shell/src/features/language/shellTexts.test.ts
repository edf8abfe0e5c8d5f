// The shell's lazy texts: a part's namespace in the page's language, the other one on a switch, and a
// download that fails makes the part fail (its retry downloads again) rather than show keys.
import { createI18n, loadTexts } from '@planner/shared/i18n';
import i18next from 'i18next';
import { loadShellTexts } from './shellTexts';

let authFails = false;
jest.mock('../../locales/fr/auth.json', () => {
  if (authFails) throw new Error('Failed to fetch');
  return jest.requireActual('../../locales/fr/auth.json');
});

beforeEach(() => {
  authFails = false;
});

it('brings a part’s texts in the page’s language, and the other language before a switch', async () => {
  const i18n = await createI18n('fr');
  expect(i18n.t('signedIn:undo.undone')).toBe('undo.undone');

  await loadShellTexts('signedIn');
  expect(i18n.t('signedIn:undo.undone')).toBe('Action annulée.');
  expect(i18n.hasResourceBundle('en', 'signedIn')).toBe(false);

  await expect(loadTexts('en')).resolves.toBe(true);
  await i18n.changeLanguage('en');
  expect(i18n.t('signedIn:undo.undone')).toBe('Undone.');
});

it('rejects when the texts cannot be downloaded, and downloads them again on the next try', async () => {
  const i18n = await createI18n('fr');
  expect(i18n.hasResourceBundle('fr', 'auth')).toBe(false);
  authFails = true;
  await expect(loadShellTexts('auth')).rejects.toThrow(/auth texts could not be downloaded/);

  authFails = false;
  await loadShellTexts('auth');
  expect(i18next.t('auth:auth.login.title')).toBe('Connexion');
});
