import { bus } from '@planner/shared/bus';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../testing/renderShell';
import { CreateButton } from './CreateButton';

function listen(): { kinds: string[]; stop: () => void } {
  const kinds: string[] = [];
  const stop = bus.on('ui:create-requested', (p) => kinds.push(p.kind));
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
    const heard = listen();
    await choose('New task');
    heard.stop();
    expect(heard.kinds).toEqual(['task']);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/tasks');
  });

  it('goes where events are made from a page without a calendar, and the request waits for it', async () => {
    await renderShell(<CreateButton />, { path: '/dashboard/settings' });
    const onPage = listen();
    await choose('New event');
    onPage.stop();
    // Nothing on the settings page answers; the calendar at /dashboard gets it once it listens.
    expect(onPage.kinds).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    const calendar = listen();
    calendar.stop();
    expect(calendar.kinds).toEqual(['event']);
  });
});
