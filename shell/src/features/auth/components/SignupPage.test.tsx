import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../testing/renderShell';
import { SignupPage } from './SignupPage';

function renderSignup() {
  return renderShell(<SignupPage />, { path: '/signup', routePath: '/signup' });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  {
    email = 'ada@example.com',
    password = 'Abcdef1!',
    confirm = undefined as string | undefined,
    accept = true,
  } = {},
) {
  confirm ??= password;
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  if (accept) await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => localStorage.clear());

describe('SignupPage', () => {
  it('shows the password rules live as the user types', async () => {
    const user = userEvent.setup();
    await renderSignup();
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    const item = (name: string) => within(rules).getByText(name).closest('li');
    expect(item('At least 8 characters')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText('Password'), 'abcdefgH');
    expect(item('At least 8 characters')).toHaveAttribute('data-met', 'true');
    expect(item('An uppercase letter')).toHaveAttribute('data-met', 'true');
    expect(item('A number')).toHaveAttribute('data-met', 'false');
    expect(item('A special character')).toHaveAttribute('data-met', 'false');
  });

  it("says 'Passwords do not match' while the confirmation differs", async () => {
    const user = userEvent.setup();
    await renderSignup();
    await user.type(screen.getByLabelText('Password'), 'Abcdef1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdef1?');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdef1!');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('refuses to submit without valid email, strong password and accepted terms', async () => {
    const user = userEvent.setup();
    const { service } = await renderSignup();
    await fill(user, { email: 'not-an-email', password: 'weak', accept: false });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(
      screen.getByText('The password does not meet all the requirements.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You must accept the terms of use and the privacy policy.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(service.calls).toEqual([]);
  });

  it('requires the email', async () => {
    const user = userEvent.setup();
    await renderSignup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
  });

  it('creates the account and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const { service } = await renderSignup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(service.calls).toEqual(['signUp:ada@example.com']);
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it.each([
    ['auth/invalid-email', 'The email is invalid or already exists'],
    ['auth/email-already-in-use', 'This email is already in use.'],
    ['auth/credential-already-in-use', 'This email is already in use.'],
    ['auth/weak-password', 'Validation error. Please check the entered fields.'],
    ['auth/network-request-failed', 'The service is under maintenance. Please try again later.'],
    ['auth/operation-not-allowed', 'Method not allowed.'],
    ['auth/internal-error', 'An unexpected error occurred. Please try again.'],
  ])('maps %s to "%s"', async (code, message) => {
    const user = userEvent.setup();
    const { service } = await renderSignup();
    service.failWith = code;
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('lets a guest finish registration, keeping the same uid', async () => {
    const user = userEvent.setup();
    const { service, auth } = await renderSignup();
    await act(async () => {
      auth.start();
      await auth.signInAsGuest();
    });
    expect(
      await screen.findByRole('heading', { name: 'Finish your registration' }),
    ).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(service.current).toMatchObject({ uid: 'guest-1', isAnonymous: false });
    expect(auth.getState().user?.uid).toBe('guest-1');
  });
});
