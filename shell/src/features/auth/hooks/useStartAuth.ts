// Starts the identity provider (loads Firebase) when a screen needs to know the real session.
import { useEffect } from 'react';
import { useAuthController } from './useAuth';

export function useStartAuth(): void {
  const auth = useAuthController();
  useEffect(() => auth.start(), [auth]);
}
