// The undo toast: the latest offer on the bus, its Undo, the answer, the 8 s limit, keyboard and French.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { EventBus, type UndoResult } from '@planner/shared/bus';
import { setupI18n } from '../../testing/renderShell';
import { UndoToast } from './UndoToast';

async function renderToast(language: 'en' | 'fr' = 'en', duration = 8_000) {
  const bus = new EventBus();
  const i18n = await setupI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <main id="main" tabIndex={-1}>
        <UndoToast source={bus} duration={duration} />
      </main>
    </I18nextProvider>,
  );
  return bus;
}

function offer(bus: EventBus, message: string, answer: UndoResult = { ok: true }) {
  const undo = jest.fn(() => Promise.resolve(answer));
  act(() => bus.publish('ui:undo-offered', { message, undo }));
  return undo;
}

afterEach(() => jest.useRealTimers());

describe('UndoToast', () => {
  it('shows the offer in a polite live region; Undo runs it once and says it is undone', async () => {
    const bus = await renderToast();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    const undo = offer(bus, 'Task deleted.');
    expect(status).toHaveTextContent('Task deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(status).toHaveTextContent('Undone.');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    // The focus stayed in the toast (the Undo button is gone): on its close button.
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  });

  it('a refused undo shows its reason', async () => {
    const bus = await renderToast();
    offer(bus, 'Event deleted.', { ok: false, message: 'The server could not save it.' });
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('status')).toHaveTextContent('The server could not save it.');
  });

  it('a newer offer replaces the older one, whose undo is gone', async () => {
    const bus = await renderToast();
    const first = offer(bus, 'Task completed.');
    const second = offer(bus, 'Event moved.');
    expect(screen.getByRole('status')).toHaveTextContent('Event moved.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Task completed.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('goes after 8 s, and not while the keyboard is on it', async () => {
    jest.useFakeTimers();
    const bus = await renderToast();
    offer(bus, 'Task deleted.');
    act(() => jest.advanceTimersByTime(7_900));
    expect(screen.getByRole('status')).toHaveTextContent('Task deleted.');
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('status')).toHaveTextContent('Task deleted.');
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // The focus was in the toast: it goes to the main area, not the document's body.
    expect(document.getElementById('main')).toHaveFocus();
    offer(bus, 'Task completed.');
    act(() => jest.advanceTimersByTime(8_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('Escape closes it; in French the buttons are translated', async () => {
    const bus = await renderToast('fr');
    offer(bus, 'Tâche supprimée.');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
