// Obeys the remotes' requests sent on the bus that need the router: register (sign-out: SignOutFlow).
import { bus } from '@planner/shared/bus';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function BusCommands() {
  const navigate = useNavigate();
  useEffect(() => {
    return bus.on('ui:register-requested', () => navigate('/signup'));
  }, [navigate]);
  return null;
}
