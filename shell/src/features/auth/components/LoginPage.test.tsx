import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../testing/renderShell';
import { LoginPage } from './LoginPage';

beforeEach(() => localStorage.clear());

async function submit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('requires email and password before calling the provider', async () => {
    const user = userEvent.setup();
    const { service } = await renderShell(<LoginPage />, { path: '/login', routePath: '/login' });
    await submit(user, '', '');
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(service.calls).toEqual([]);
  });

  it.each([
    ['auth/wrong-password', 'Incorrect Email or password.'],
    ['auth/invalid-credential', 'Incorrect Email or password.'],
    ['auth/user-not-found', 'Incorrect Email or password.'],
    ['auth/invalid-email', 'Incorrect Email or password.'],
    ['auth/user-disabled', 'This account has been disabled.'],
    ['auth/too-many-requests', 'An unknown error has occurred.'],
  ])('maps %s to "%s"', async (code, message) => {
    const user = userEvent.setup();
    const { service } = await renderShell(<LoginPage />, { path: '/login', routePath: '/login' });
    service.failWith = code;
    await submit(user, 'ada@example.com', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('signs in and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const { service } = await renderShell(<LoginPage />, { path: '/login', routePath: '/login' });
    await submit(user, 'ada@example.com', 'Abcdef1!');
    expect(service.calls).toEqual(['signIn:ada@example.com']);
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('signs in as a guest', async () => {
    const user = userEvent.setup();
    const { service, auth } = await renderShell(<LoginPage />, {
      path: '/login',
      routePath: '/login',
    });
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(service.calls).toEqual(['guest']);
    expect(auth.getState().user?.isAnonymous).toBe(true);
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('shows the unknown error when Google sign-in cannot complete', async () => {
    const user = userEvent.setup();
    const { service } = await renderShell(<LoginPage />, { path: '/login', routePath: '/login' });
    service.failWith = 'auth/network-request-failed';
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error has occurred.');
  });

  it('shows the messages in French', async () => {
    const user = userEvent.setup();
    const { service } = await renderShell(<LoginPage />, {
      path: '/login',
      routePath: '/login',
      language: 'fr',
    });
    service.failWith = 'auth/wrong-password';
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'x');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect.');
  });
});
