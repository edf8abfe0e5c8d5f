// A sentence the parser fails on (a bug nobody foresaw: "tomorrow every 2 weeks at 3 until" once threw):
// the field keeps working, shows no chip and saves the words as a task's title; nothing typed is lost.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuickAddOptions, QuickAddResult } from '../domain/quickAdd';
import type * as QuickAddApi from '../quickAdd';
import { createI18n } from '../i18n';
import { QuickAddField, type QuickAddSaveAnswer } from './QuickAddField';

jest.mock('../quickAdd', () => {
  const actual = jest.requireActual<typeof QuickAddApi>('../quickAdd');
  return {
    ...actual,
    // Fails on any sentence that says "until", unless its words are all read as title words.
    parseQuickAdd: (text: string, options: QuickAddOptions) => {
      if (/until/u.test(text) && !options.literal?.includes(text))
        throw new RangeError('Invalid count value: -19');
      return actual.parseQuickAdd(text, options);
    },
  };
});

beforeAll(async () => {
  await createI18n('en');
});

it('keeps the words as the title of a task when the sentence cannot be read', async () => {
  const reported = jest.fn();
  globalThis.reportError = reported;
  const onSave = jest.fn<Promise<QuickAddSaveAnswer>, [QuickAddResult]>(async () => ({ ok: true }));
  render(
    <QuickAddField
      label="Quick add"
      submitLabel="Add"
      timeZone="Europe/Paris"
      now={() => new Date('2026-11-25T10:00:00Z')}
      onSave={onSave}
    />,
  );
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: 'Quick add' });
  await user.type(input, 'gym tomorrow at 7');
  expect(await screen.findByRole('button', { name: /^Remove date:/ })).toBeVisible();
  await user.type(input, ' until{Enter}');
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  expect(onSave.mock.calls[0]?.[0]).toMatchObject({
    kind: 'task',
    title: 'gym tomorrow at 7 until',
    deadline: null,
    parts: [],
  });
  expect(await screen.findByRole('status')).toHaveTextContent('gym tomorrow at 7 until');
  expect(reported).toHaveBeenCalledWith(expect.any(RangeError));
});
