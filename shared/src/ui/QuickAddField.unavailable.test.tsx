// The parser's chunk cannot be downloaded (offline on a first visit, before the service worker holds it):
// the field says why in the page's language, saves nothing and keeps the text.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { QuickAddResult } from '../domain/quickAdd';
import { createI18n } from '../i18n';
import { QuickAddField, type QuickAddSaveAnswer } from './QuickAddField';

jest.mock('../quickAdd', () => {
  throw new Error('ChunkLoadError: Loading chunk quick-add failed.');
});

let online = false;
beforeAll(async () => {
  await createI18n('en');
});
beforeEach(() => {
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await i18next.changeLanguage('en');
});

function setup() {
  const onSave = jest.fn<Promise<QuickAddSaveAnswer>, [QuickAddResult]>(async () => ({ ok: true }));
  render(<QuickAddField label="Quick add" submitLabel="Add" onSave={onSave} />);
  return {
    user: userEvent.setup(),
    onSave,
    input: screen.getByRole('textbox', { name: 'Quick add' }),
  };
}

it('offline: says it needs a connection the first time, saves nothing and keeps the text', async () => {
  online = false;
  const { user, onSave, input } = setup();
  await user.type(input, 'Book the train{Enter}');
  expect(
    await screen.findByText(
      'Quick add needs a connection the first time it is used. Try again once you are back online.',
    ),
  ).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();
  expect(input).toHaveValue('Book the train');
});

it('online: says it could not be loaded, in French too', async () => {
  online = true;
  await i18next.changeLanguage('fr');
  const { user, onSave, input } = setup();
  await user.type(input, 'Réserver le train{Enter}');
  expect(
    await screen.findByText('La saisie rapide n’a pas pu être chargée. Réessayez.'),
  ).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();
});
