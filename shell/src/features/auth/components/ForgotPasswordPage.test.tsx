import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../testing/renderShell';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('ForgotPasswordPage', () => {
  it('sends the reset link and says so', async () => {
    const user = userEvent.setup();
    const { service } = await renderShell(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(service.calls).toEqual(['reset:ada@example.com']);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A reset link has been sent to your email address.',
    );
  });

  it('does not reveal whether an account exists', async () => {
    const user = userEvent.setup();
    const { service } = await renderShell(<ForgotPasswordPage />);
    service.failWith = 'auth/user-not-found';
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A reset link has been sent to your email address.',
    );
  });

  it('validates the email first and reports other failures', async () => {
    const user = userEvent.setup();
    const { service } = await renderShell(<ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(service.calls).toEqual([]);
    service.failWith = 'auth/internal-error';
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error has occurred.');
  });
});
