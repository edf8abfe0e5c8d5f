import { render, screen } from '@testing-library/react';
import { bus } from '@planner/shared/bus';
import { resetAll } from '@planner/shared/sync';
import { setupI18n } from './features/testing/setupTests';
import { Root } from './Root';

beforeAll(() => setupI18n());
beforeEach(() => resetAll());
afterEach(() => bus.set('session', { resolved: true, user: null }));

describe('notifications Root', () => {
  it('shows the notification centre under its title', async () => {
    bus.set('session', { resolved: true, user: { uid: 'm', email: 'a@b.c', isAnonymous: false } });
    render(<Root basename="/dashboard/notifications" navigate={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Notifications');
    // Nothing loaded yet: a loading indicator, not an empty list.
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
