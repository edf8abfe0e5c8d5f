// Route guard of the signed-in area. Someone signed in on this browser sees the area at once, while the
// identity provider confirms the session (a refusal then sends them to /); anyone else sees a loading
// state until the session is known, then the page or a redirect to /.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingScreen } from '../../ui/components/LoadingScreen';
import { useAuth } from '../hooks/useAuth';
import { useStartAuth } from '../hooks/useStartAuth';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { state, auth } = useAuth();
  const hint = auth.hasSessionHint();
  // With a session hint, the entry starts the provider once the page's main area has shown.
  useStartAuth(!hint);
  const showArea = state.user !== null || (!state.authResolved && hint);
  if (showArea) return <>{children}</>;
  if (!state.authResolved) return <LoadingScreen />;
  return <Navigate to="/" replace />;
}
