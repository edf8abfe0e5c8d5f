// Obeys the remotes' requests sent on the bus that need the router or the session: register, sign out.
import { bus } from '@planner/shared/bus';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthController } from '../../auth/hooks/useAuth';

export function BusCommands() {
  const navigate = useNavigate();
  const auth = useAuthController();
  useEffect(() => {
    const stops = [
      bus.on('ui:register-requested', () => navigate('/signup')),
      bus.on('ui:sign-out-requested', () => {
        void auth.logout().then(() => navigate('/', { replace: true }));
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [navigate, auth]);
  return null;
}
