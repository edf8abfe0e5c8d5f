// Every sign-out (the account menu, the profile's account panel) comes here through the bus: a registered
// user is signed out at once unless changes made offline still wait for the server; a guest, who would
// lose everything, is warned first and offered to register.
import { bus } from '@planner/shared/bus';
import { onDemand } from '@planner/shared/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { withShellTexts } from '../../language/shellTexts';
import { loadSync } from '../syncBridge';
import { useAuth } from '../hooks/useAuth';

/**
 * Loaded when needed: public pages never download the dialogs (a failed download says why). Their texts are
 * the signed-in area's, there already when a sign-out is asked from it.
 */
const GuestSignOutDialog = onDemand(() =>
  withShellTexts('signedIn', import('./GuestSignOutDialog')).then((m) => m.GuestSignOutDialog),
);
const WaitingSignOutDialog = onDemand(() =>
  withShellTexts('signedIn', import('./WaitingSignOutDialog')).then((m) => m.WaitingSignOutDialog),
);

type Warning = { kind: 'guest' | 'waiting'; waiting: number } | null;

/** The changes that have not reached the server (waiting, or refused and awaiting review). */
async function changesNotSaved(): Promise<number> {
  const { outboxState, loadOutbox } = await loadSync();
  await loadOutbox();
  const outbox = outboxState();
  return outbox.waiting + outbox.failed.length;
}

export function SignOutFlow() {
  const navigate = useNavigate();
  const { state, auth } = useAuth();
  const guest = state.user?.isAnonymous === true;
  const [warning, setWarning] = useState<Warning>(null);

  useEffect(() => {
    const signOut = () => void auth.logout().then(() => navigate('/', { replace: true }));
    const stops = [
      bus.on('ui:sign-out-requested', () => {
        void changesNotSaved().then((waiting) => {
          if (guest) setWarning({ kind: 'guest', waiting });
          else if (waiting > 0) setWarning({ kind: 'waiting', waiting });
          else signOut();
        });
      }),
      // Nothing left to lose: the account and its data are gone on the server.
      bus.on('ui:account-deleted', signOut),
    ];
    return () => stops.forEach((stop) => stop());
  }, [auth, navigate, guest]);

  if (!warning) return null;
  const signOutAnyway = async () => {
    await auth.logout();
    setWarning(null);
    navigate('/', { replace: true });
  };
  return warning.kind === 'guest' ? (
    <GuestSignOutDialog
      open
      waiting={warning.waiting}
      onClose={() => setWarning(null)}
      onRegister={() => {
        setWarning(null);
        navigate('/signup');
      }}
      onSignOut={signOutAnyway}
    />
  ) : (
    <WaitingSignOutDialog
      count={warning.waiting}
      onClose={() => setWarning(null)}
      onSignOut={signOutAnyway}
    />
  );
}
