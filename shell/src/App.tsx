// The shell's root component: auth context, router, bus command handlers, consent-bound services and routes.
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './features/auth/AuthProvider';
import type { AuthController } from './features/auth/authController';
import { OptionalServices } from './features/consent/components/OptionalServices';
import { BusCommands } from './features/layout/components/BusCommands';
import { PageBoundary } from './features/layout/components/PageBoundary';
import { ScrollToTop } from './features/layout/components/ScrollToTop';
import { AppRoutes } from './routes';

export function App({ auth }: { auth: AuthController }) {
  return (
    <AuthProvider controller={auth}>
      <BrowserRouter>
        <ScrollToTop />
        <BusCommands />
        <OptionalServices />
        <PageBoundary>
          <AppRoutes />
        </PageBoundary>
      </BrowserRouter>
    </AuthProvider>
  );
}
