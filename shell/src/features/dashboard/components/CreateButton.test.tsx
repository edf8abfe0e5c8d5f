import { bus } from '@planner/shared/bus';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../testing/renderShell';
import { CreateButton } from './CreateButton';

/** A listener on the bus; `takes` says which kind it answers (the calendar events, the tasks remote tasks). */
function listen(takes?: string): { kinds: string[]; stop: () => void } {
  const kinds: string[] = [];
  const stop = bus.on('ui:create-requested', (p) => {
    kinds.push(p.kind);
    return p.kind === takes;
  });
  return { kinds, stop };
}

async function choose(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await user.click(screen.getByRole('menuitem', { name: label }));
}

describe('CreateButton', () => {
  it('asks the remotes on the page when they make that kind of item', async () => {
    await renderShell(<CreateButton />, { path: '/dashboard/tasks' });
    const heard = listen('task');
    await choose('New task');
    heard.stop();
    expect(heard.kinds).toEqual(['task']);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/tasks');
  });

  it('goes where events are made from a page without a calendar, and the request waits for it', async () => {
    await renderShell(<CreateButton />, { path: '/dashboard/settings' });
    const onPage = listen('task');
    await choose('New event');
    onPage.stop();
    // Nothing on the settings page takes it; the calendar at /dashboard gets it once it listens.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    const calendar = listen('event');
    calendar.stop();
    expect(calendar.kinds).toEqual(['event']);
    const later = listen('event');
    later.stop();
    expect(later.kinds).toEqual([]);
  });

  it('a click before the calendar has mounted on its own page is not lost: it waits for the calendar', async () => {
    await renderShell(<CreateButton />, { path: '/dashboard' });
    // The tasks sidebar is there already; the calendar is still loading.
    const sidebar = listen('task');
    await choose('New event');
    sidebar.stop();
    expect(sidebar.kinds).toEqual(['event']);
    const calendar = listen('event');
    calendar.stop();
    expect(calendar.kinds).toEqual(['event']);
  });
});
