// The React context carrying the page's AuthController (the provider lives in AuthProvider.tsx).
import { createContext } from 'react';
import type { AuthController } from './authController';

export const AuthContext = createContext<AuthController | null>(null);
