// The shell's routes: public pages (with footer) and the guarded signed-in area /dashboard (without).
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './features/auth/components/RequireAuth';
import { loadSync } from './features/auth/syncBridge';
import { LandingPage } from './features/landing/components/LandingPage';
import { NotFoundPage } from './features/layout/components/NotFoundPage';
import { PublicLayout } from './features/layout/components/PublicLayout';

// Everything but the landing page is split out so `/` downloads as little as possible.
const LoginPage = lazy(() =>
  import('./features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('./features/auth/components/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/components/ForgotPasswordPage').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const legalPages = () => import('./features/legal/components/LegalPages');
const LegalNoticePage = lazy(() => legalPages().then((m) => ({ default: m.LegalNoticePage })));
const PrivacyPage = lazy(() => legalPages().then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => legalPages().then((m) => ({ default: m.TermsPage })));
// The signed-in area also needs the configured sync client and the registered remotes before any
// remote mounts (initRemotes never rejects: a remote that is down shows its own retry panel).
const dashboard = () =>
  Promise.all([
    import('./features/dashboard/dashboardPages'),
    loadSync(),
    import('./features/remotes').then((remotes) => remotes.initRemotes()),
  ]).then(([m]) => m);
const DashboardLayout = lazy(() => dashboard().then((m) => ({ default: m.DashboardLayout })));
const DashboardHome = lazy(() => dashboard().then((m) => ({ default: m.DashboardHome })));
const RemotePage = lazy(() => dashboard().then((m) => ({ default: m.RemotePage })));

/** Each signed-in route below /dashboard and the remote it mounts (DESIGN.md "Runtime composition"). */
const REMOTE_ROUTES = [
  { path: 'tasks', remote: 'tasks', page: 'tasks' },
  { path: 'presets', remote: 'calendar', page: 'presets' },
  { path: 'notifications', remote: 'notifications', page: 'notifications' },
  { path: 'settings', remote: 'settings', page: 'settings' },
  { path: 'profile', remote: 'profile', page: 'profile' },
  { path: 'contacts', remote: 'profile', page: 'contacts' },
] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="legal" element={<LegalNoticePage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="dashboard"
        element={
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        }
      >
        <Route index element={<DashboardHome />} />
        {REMOTE_ROUTES.map((r) => (
          <Route
            key={r.path}
            path={`${r.path}/*`}
            element={
              <RemotePage remote={r.remote} basename={`/dashboard/${r.path}`} page={r.page} />
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage home="/dashboard" />} />
      </Route>
    </Routes>
  );
}
