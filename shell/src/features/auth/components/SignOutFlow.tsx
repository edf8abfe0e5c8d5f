// Every sign-out (the account menu, the profile's account panel) comes here through the bus: a registered
// user is signed out at once; a guest, who would lose everything, is warned first and offered to register.
import { bus } from '@planner/shared/bus';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../hooks/useAuth';

/** Loaded when a guest asks to sign out: public pages never download the dialog. */
const GuestSignOutDialog = lazy(() =>
  import('./GuestSignOutDialog').then((m) => ({ default: m.GuestSignOutDialog })),
);

export function SignOutFlow() {
  const navigate = useNavigate();
  const { state, auth } = useAuth();
  const guest = state.user?.isAnonymous === true;
  const [warning, setWarning] = useState(false);

  useEffect(() => {
    const signOut = () => void auth.logout().then(() => navigate('/', { replace: true }));
    const stops = [
      bus.on('ui:sign-out-requested', () => {
        if (guest) setWarning(true);
        else signOut();
      }),
      // Nothing left to lose: the account and its data are gone on the server.
      bus.on('ui:account-deleted', signOut),
    ];
    return () => stops.forEach((stop) => stop());
  }, [auth, navigate, guest]);

  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <GuestSignOutDialog
        open={warning}
        onClose={() => setWarning(false)}
        onRegister={() => {
          setWarning(false);
          navigate('/signup');
        }}
        onSignOut={async () => {
          await auth.logout();
          setWarning(false);
          navigate('/', { replace: true });
        }}
      />
    </Suspense>
  );
}
