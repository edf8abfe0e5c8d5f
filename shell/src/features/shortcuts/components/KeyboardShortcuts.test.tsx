// renderShell first: it installs the polyfills the router needs.
import { renderShell } from '../../../testing/renderShell';
import { bus, type BusEvents, type EventName } from '@planner/shared/bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AccountMenu } from '../../dashboard/components/AccountMenu';
import { KeyboardShortcuts } from './KeyboardShortcuts';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <label>
        Quick add
        <input />
      </label>
      <AccountMenu onShowShortcuts={() => setOpen(true)} />
      <KeyboardShortcuts helpOpen={open} onHelpOpenChange={setOpen} />
    </>
  );
}

/** A remote that answers the request: it takes it (no one else gets it). */
function listen<K extends EventName>(name: K): { heard: BusEvents[K][]; stop: () => void } {
  const heard: BusEvents[K][] = [];
  const stop = bus.on(name, (p) => {
    heard.push(p);
    return true;
  });
  return { heard, stop };
}

describe('KeyboardShortcuts', () => {
  it('n and e ask for a new task and a new event on the bus, like the create menu', async () => {
    const user = userEvent.setup();
    await renderShell(<Harness />, { path: '/dashboard' });
    const create = listen('ui:create-requested');
    await user.keyboard('n');
    await user.keyboard('e');
    create.stop();
    expect(create.heard).toEqual([{ kind: 'task' }, { kind: 'event' }]);
  });

  it('t, d, w, m and p ask the calendar on the page', async () => {
    const user = userEvent.setup();
    await renderShell(<Harness />, { path: '/dashboard' });
    const calendar = listen('ui:calendar-requested');
    await user.keyboard('tdwmp');
    calendar.stop();
    expect(calendar.heard.map((p) => p.action)).toEqual([
      'today',
      'day',
      'week',
      'month',
      'plan-day',
    ]);
  });

  it('"/" on a page without the task search goes to the task list, which gets the request once mounted', async () => {
    const user = userEvent.setup();
    await renderShell(<Harness />, { path: '/dashboard/settings' });
    await user.keyboard('/');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/tasks');
    const search = listen('ui:task-search-requested');
    search.stop();
    expect(search.heard).toHaveLength(1);
  });

  it('does nothing while typing in a field or with a modifier held', async () => {
    const user = userEvent.setup();
    await renderShell(<Harness />, { path: '/dashboard' });
    const create = listen('ui:create-requested');
    const calendar = listen('ui:calendar-requested');
    const field = screen.getByLabelText('Quick add');
    await user.type(field, 'new meeting?');
    expect(field).toHaveValue('new meeting?');
    await user.click(document.body);
    await user.keyboard('{Control>}n{/Control}{Meta>}w{/Meta}{Alt>}m{/Alt}');
    create.stop();
    calendar.stop();
    expect(create.heard).toEqual([]);
    expect(calendar.heard).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"?" opens the list of every shortcut; keys do nothing while it is open; Escape closes it', async () => {
    const user = userEvent.setup();
    await renderShell(<Harness />, { path: '/dashboard' });
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'nNew task',
      'eNew event',
      '/Search tasks',
      'tGo to today on the calendar',
      'dCalendar: day view',
      'wCalendar: week view',
      'mCalendar: month view',
      'pPlan my day',
      '?Show this list',
    ]);
    const create = listen('ui:create-requested');
    await user.keyboard('n');
    create.stop();
    expect(create.heard).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the account menu opens the list too, and the focus goes back to the menu button on close', async () => {
    const user = userEvent.setup();
    await renderShell(<Harness />, { path: '/dashboard', language: 'fr' });
    const menu = screen.getByRole('button', { name: /Menu du compte/ });
    await user.click(menu);
    await user.click(screen.getByRole('menuitem', { name: 'Raccourcis clavier' }));
    const dialog = screen.getByRole('dialog', { name: 'Raccourcis clavier' });
    expect(dialog).toHaveTextContent('Nouvelle tâche');
    expect(dialog).toHaveTextContent('Calendrier : vue semaine');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();
  });

  it('p on another page goes to the calendar, which gets the request once mounted', async () => {
    const user = userEvent.setup();
    await renderShell(<Harness />, { path: '/dashboard/tasks' });
    await user.keyboard('p');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    const calendar = listen('ui:calendar-requested');
    calendar.stop();
    expect(calendar.heard).toEqual([{ action: 'plan-day' }]);
    // Taken: a calendar mounted again later does not plan the day a second time.
    const again = listen('ui:calendar-requested');
    again.stop();
    expect(again.heard).toEqual([]);
  });
});
