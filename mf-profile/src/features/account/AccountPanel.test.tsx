import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@planner/shared/bus';
import { setupI18n } from '../testing/setupTests';
import { AccountPanel } from './AccountPanel';

beforeAll(() => setupI18n());
afterEach(() => bus.set('session', { resolved: true, user: null }));

function listen(
  name: 'ui:register-requested' | 'ui:sign-out-requested' | 'ui:account-security-requested',
): { count: number } {
  const seen = { count: 0 };
  bus.on(name, () => {
    seen.count += 1;
  });
  return seen;
}

describe('AccountPanel', () => {
  it('offers a guest to finish registration (data kept) and to sign out', async () => {
    bus.set('session', { resolved: true, user: { uid: 'g', email: null, isAnonymous: true } });
    const register = listen('ui:register-requested');
    const signOut = listen('ui:sign-out-requested');
    render(<AccountPanel />);
    expect(screen.getByText('You are signed in as a guest.')).toBeInTheDocument();
    expect(screen.getByText(/stay exactly as they are/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(register.count).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut.count).toBe(1);
  });

  it('shows a registered user their email and no registration', async () => {
    bus.set('session', {
      resolved: true,
      user: { uid: 'm', email: 'ann@example.com', isAnonymous: false },
    });
    render(<AccountPanel />);
    expect(screen.getByText('Signed in as ann@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish registration' })).toBeNull();
    // Password and e-mail are changed on the shell's account page.
    const security = listen('ui:account-security-requested');
    await userEvent.click(screen.getByRole('button', { name: 'Password and e-mail' }));
    expect(security.count).toBe(1);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
