// Obeys the remotes' requests sent on the bus that need the router: register, the account's password and e-mail page (sign-out: SignOutFlow).
import { bus } from '@planner/shared/bus';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function BusCommands() {
  const navigate = useNavigate();
  useEffect(() => {
    const stops = [
      bus.on('ui:register-requested', () => navigate('/signup')),
      bus.on('ui:account-security-requested', () => navigate('/dashboard/account')),
    ];
    return () => stops.forEach((stop) => stop());
  }, [navigate]);
  return null;
}
