// The header's sync indicator and the review of refused changes, over the real outbox and a memory api.
import '../../../testing/polyfills';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Task } from '@planner/shared/model';
import { DataProvider, clearOutbox, outboxState, replayOutbox, tasks } from '@planner/shared/sync';
import { installMemoryApi, makeTask, type MemoryApi } from '@planner/shared/testing';
import { setupI18n } from '../../../testing/renderShell';
import { ConnectionStatus } from './ConnectionStatus';

let online = true;
jest.mock('../useOnline', () => ({ useOnline: () => online }));

const task = (title: string, extra: Partial<Task> = {}): Task =>
  makeTask('t1', { title, ...extra });

let api: MemoryApi;

async function renderStatus(language: 'en' | 'fr' = 'en') {
  const i18n = await setupI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <DataProvider>
        <ConnectionStatus />
      </DataProvider>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await clearOutbox();
  online = true;
  api = installMemoryApi({ tasks: [task('Call mum')] });
  await tasks.load();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('says how many changes wait while offline, and nothing once they are sent', async () => {
  online = false;
  api.failing = 'unreachable';
  await tasks.update('t1', task('Call mum tonight'));
  await tasks.create({ ...task('Buy bread'), id: undefined } as never);
  const view = await renderStatus();
  expect(screen.getByRole('status')).toHaveTextContent('Offline · 2 changes waiting');

  api.failing = null;
  online = true;
  view.rerender(
    <I18nextProvider i18n={await setupI18n('en')}>
      <DataProvider>
        <ConnectionStatus />
      </DataProvider>
    </I18nextProvider>,
  );
  // Back online: the indicator's own trigger sends them.
  await waitFor(() => expect(outboxState().waiting).toBe(0));
  expect(screen.getByRole('status')).not.toHaveTextContent(/waiting/);
  expect(api.data.tasks.map((t) => t.title).sort()).toEqual(['Buy bread', 'Call mum tonight']);
});

it('speaks French', async () => {
  online = false;
  api.failing = 'unreachable';
  await tasks.update('t1', task('Appeler maman'));
  await renderStatus('fr');
  expect(screen.getByRole('status')).toHaveTextContent('Hors ligne · 1 modification en attente');
});

it('a press on the indicator says what it means (a phone shows only the dot); Escape or a press elsewhere closes it', async () => {
  online = false;
  api.failing = 'unreachable';
  await tasks.update('t1', task('Appeler maman'));
  await renderStatus('fr');
  const user = userEvent.setup();
  const indicator = screen.getByRole('button', { name: 'Hors ligne · 1 modification en attente' });
  expect(indicator).toHaveAttribute('aria-expanded', 'false');
  const bubble = document.getElementById(indicator.getAttribute('aria-controls')!)!;
  expect(bubble).not.toBeVisible();
  await user.click(indicator);
  expect(indicator).toHaveAttribute('aria-expanded', 'true');
  expect(bubble).toBeVisible();
  expect(bubble).toHaveTextContent(
    'Hors ligne · 1 modification en attente Enregistrées sur cet appareil',
  );
  await user.keyboard('{Escape}');
  expect(bubble).not.toBeVisible();
  await user.click(indicator);
  expect(bubble).toBeVisible();
  await user.click(document.body);
  expect(bubble).not.toBeVisible();
});

/** An offline title edit met a newer title (and priority) from another device; the review is opened. */
async function openTitleConflict() {
  api.failing = 'unreachable';
  await tasks.update('t1', task('Mine'));
  api.failing = null;
  api.data.tasks = [task('Theirs', { lastUpdated: 9, priority: 'high' })];
  await act(() => replayOutbox());
  const user = userEvent.setup();
  await renderStatus();
  await user.click(screen.getByRole('button', { name: '1 change needs you' }));
  const dialog = await screen.findByRole('dialog', { name: 'Changes to review' });
  const card = within(dialog).getByRole('article', { name: 'Task: Mine' });
  return { user, dialog, card };
}

it('reviews an edit that met a newer one of the same field: both shown, the choice is saved', async () => {
  const { user, dialog, card } = await openTitleConflict();
  expect(card).toHaveTextContent('Changed on another device meanwhile.');
  const row = within(card).getByRole('row', { name: /Title/ });
  expect(row).toHaveTextContent('Mine');
  expect(row).toHaveTextContent('Theirs');
  // Only the field both changed is asked; their priority is kept without asking.
  expect(within(card).queryByRole('row', { name: /Priority/ })).not.toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Keep the other version' }));
  await waitFor(() => expect(within(dialog).getByText('Nothing left to review.')).toBeVisible());
  expect(api.data.tasks[0]).toMatchObject({ title: 'Theirs', priority: 'high' });
  expect(tasks.get('t1')).toMatchObject({ title: 'Theirs', priority: 'high' });
  expect(screen.queryByRole('button', { name: /needs you/ })).not.toBeInTheDocument();
});

it('a choice made while the server is out of reach shows at once and waits to be sent', async () => {
  const { user, dialog, card } = await openTitleConflict();
  api.failing = 'unreachable';
  await user.click(within(card).getByRole('button', { name: 'Keep the other version' }));
  await waitFor(() => expect(within(dialog).getByText('Nothing left to review.')).toBeVisible());
  expect(tasks.get('t1')).toMatchObject({ title: 'Theirs', priority: 'high' });
  expect(outboxState().waiting).toBe(1);
});

it('shows why the server refused a change, and discarding it brings back the server version', async () => {
  api.failing = 'unreachable';
  await tasks.update('t1', task('Renamed'));
  api.failing = { status: 404, error: 'not-found', message: 'Task not found' };
  await act(() => replayOutbox());
  api.failing = null;
  const user = userEvent.setup();
  await renderStatus();
  await user.click(screen.getByRole('button', { name: '1 change needs you' }));
  const card = within(await screen.findByRole('dialog')).getByRole('article', {
    name: 'Task: Renamed',
  });
  await user.click(within(card).getByRole('button', { name: 'Discard my change' }));
  await waitFor(() => expect(tasks.get('t1')?.title).toBe('Call mum'));
  expect(outboxState().failed).toEqual([]);
});
