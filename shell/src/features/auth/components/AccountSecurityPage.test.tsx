import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../testing/renderShell';
import { FakeAuthService } from '../../../testing/FakeAuthService';
import { AccountSecurityPage } from './AccountSecurityPage';

async function signedIn(isAnonymous = false) {
  const service = new FakeAuthService();
  const harness = await renderShell(<AccountSecurityPage />, { service });
  harness.auth.start();
  act(() =>
    service.emit(
      service.makeUser(
        isAnonymous ? { email: null, isAnonymous: true } : { email: 'ada@example.com' },
      ),
    ),
  );
  return harness;
}

describe('AccountSecurityPage', () => {
  it('changes the password once the current one is confirmed, and says when it is not', async () => {
    const user = userEvent.setup();
    const { service } = await signedIn();
    expect(screen.getByText(/Signed in as ada@example.com/)).toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: 'Change password' }));
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(card.getAllByText('Password is required.')).toHaveLength(2);
    expect(service.calls).toEqual([]);

    await user.type(card.getByLabelText('Current password'), 'Wrong-pass1');
    await user.type(card.getByLabelText('New password'), 'Newer-pass2!');
    await user.type(card.getByLabelText('Confirm the new password'), 'Newer-pass2');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(card.getByText('Passwords do not match')).toBeInTheDocument();
    expect(service.calls).toEqual([]);

    await user.type(card.getByLabelText('Confirm the new password'), '!');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByRole('alert')).toHaveTextContent('The current password is not right.');

    await user.clear(card.getByLabelText('Current password'));
    await user.type(card.getByLabelText('Current password'), 'Current-pass1');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(service.calls).toContain('changePassword:Newer-pass2!');
    expect(card.getByLabelText('Current password')).toHaveValue('');
  });

  it('sends a verification link to the new e-mail', async () => {
    const user = userEvent.setup();
    const { service } = await signedIn();
    const card = within(screen.getByRole('region', { name: 'Change e-mail' }));
    await user.type(card.getByLabelText('Current password'), 'Current-pass1');
    await user.type(card.getByLabelText('Email'), 'ada@example.com');
    await user.click(card.getByRole('button', { name: 'Send the verification link' }));
    expect(card.getByText('This is already your e-mail.')).toBeInTheDocument();
    await user.clear(card.getByLabelText('Email'));
    await user.type(card.getByLabelText('Email'), 'ada.lovelace@example.com');
    await user.click(card.getByRole('button', { name: 'Send the verification link' }));
    expect(await card.findByRole('status')).toHaveTextContent(
      'We sent a link to ada.lovelace@example.com. Your e-mail changes once you open it.',
    );
    expect(service.calls).toEqual(['changeEmail:ada.lovelace@example.com']);
  });

  it('a guest is sent to finish the registration first', async () => {
    await signedIn(true);
    expect(
      screen.getByText(
        'A guest account has no password or e-mail yet: finish your registration first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change password' })).toBeNull();
  });
});
