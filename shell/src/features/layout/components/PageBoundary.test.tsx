// A page that cannot be shown (its code could not be downloaded, or it crashed) says why, in the page's
// language, and offers a reload: never a blank window.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '../../../testing/renderShell';
import { PageBoundary } from './PageBoundary';

function ChunkThatCannotLoad(): never {
  throw new Error('ChunkLoadError: Loading chunk 370 failed.');
}

let online = false;
const reload = jest.fn();
/** The api answers while the browser is online (what useOnline asks besides navigator.onLine). */
const reachable = async () => online;
beforeEach(() => {
  reload.mockClear();
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows its page while nothing fails', async () => {
  await setupI18n('en');
  render(
    <PageBoundary>
      <p>The dashboard</p>
    </PageBoundary>,
  );
  expect(screen.getByText('The dashboard')).toBeVisible();
});

it('offline: says the page is not on this device yet, and follows the connection when it returns', async () => {
  online = false;
  await setupI18n('en');
  render(
    <PageBoundary onReload={reload} reachable={reachable}>
      <ChunkThatCannotLoad />
    </PageBoundary>,
  );
  const panel = screen.getByRole('alert');
  expect(panel).toHaveTextContent('This page could not open');
  await waitFor(() =>
    expect(panel).toHaveTextContent(
      'There is no connection, and this page is not saved on this device yet.',
    ),
  );
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(panel).toHaveTextContent('Reloading the page usually fixes it.'));
  await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('speaks French on a French page', async () => {
  online = true;
  await setupI18n('fr');
  render(
    <PageBoundary reachable={reachable}>
      <ChunkThatCannotLoad />
    </PageBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Cette page n’a pas pu s’ouvrir' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
});
