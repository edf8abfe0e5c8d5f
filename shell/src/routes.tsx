// The shell's routes: public pages (with footer) and the guarded signed-in area /dashboard (without).
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { nextTask } from '@planner/shared/mainThread';
import { RequireAuth } from './features/auth/components/RequireAuth';
import { loadSync } from './features/auth/syncBridge';
import { planFor } from './features/dashboard/loadingPlan';
import { loadPlan } from './features/remotes/planLoader';
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
// The signed-in area also needs the configured sync client before any remote mounts. Not the registered
// remotes: its frame and each screen's title (ScreenPlaceholder) show without them, and each remote module's
// load waits for them itself (remoteRegistry.ts).
const dashboard = () =>
  Promise.all([import('./features/dashboard/dashboardPages'), loadSync()]).then(([m]) => m);
const SignedInArea = lazy(() => dashboard().then((m) => ({ default: m.SignedInArea })));

/**
 * Starts fetching a signed-in page while sign-in resolves: the area's own chunks, the sync client, the
 * federation runtime, remotes.json, and the page's loading plan (features/dashboard/loadingPlan.ts: its
 * main remote now, the widgets beside it once it has shown). False when `pathname` is not a signed-in page.
 */
export function preloadSignedInArea(pathname: string): boolean {
  const plan = planFor(pathname);
  if (!plan) return false;
  // In a task of its own, apart from the rest of the entry's start: it starts about twenty requests
  // (nextTask).
  void nextTask().then(() => {
    void dashboard();
    loadPlan(plan);
  });
  return true;
}

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
        path="dashboard/*"
        element={
          <RequireAuth>
            <SignedInArea />
          </RequireAuth>
        }
      />
    </Routes>
  );
}
