// Route guard of the signed-in area: a loading state until auth resolves, then the page or a redirect to /.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingScreen } from '../../ui/components/LoadingScreen';
import { useAuth } from '../hooks/useAuth';
import { useStartAuth } from '../hooks/useStartAuth';

export function RequireAuth({ children }: { children: ReactNode }) {
  useStartAuth();
  const { state } = useAuth();
  if (!state.authResolved) return <LoadingScreen />;
  if (!state.user) return <Navigate to="/" replace />;
  return <>{children}</>;
}
