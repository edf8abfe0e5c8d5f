// Starts the identity provider (loads Firebase) when a screen needs to know the real session.
import { useEffect } from 'react';
import { useAuthController } from './useAuth';

export function useStartAuth(enabled = true): void {
  const auth = useAuthController();
  useEffect(() => {
    if (enabled) auth.start();
  }, [auth, enabled]);
}
