// Gives the component tree the page's AuthController.
import type { ReactNode } from 'react';
import { AuthContext } from './AuthContext';
import type { AuthController } from './authController';

export function AuthProvider({
  controller,
  children,
}: {
  controller: AuthController;
  children: ReactNode;
}) {
  return <AuthContext.Provider value={controller}>{children}</AuthContext.Provider>;
}
