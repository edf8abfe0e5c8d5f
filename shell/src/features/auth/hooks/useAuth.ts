// React hooks over the AuthController: its current state and its actions.
import { useContext, useSyncExternalStore } from 'react';
import { AuthContext } from '../AuthContext';
import type { AuthController } from '../authController';
import type { AuthState } from '../authReducer';

export function useAuthController(): AuthController {
  const controller = useContext(AuthContext);
  if (!controller) throw new Error('useAuth must be used inside <AuthProvider>');
  return controller;
}

export function useAuth(): { state: AuthState; auth: AuthController } {
  const auth = useAuthController();
  const state = useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
  return { state, auth };
}
