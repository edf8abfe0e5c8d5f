// The shell's routes: public pages (with footer) and the guarded signed-in area /dashboard (without).
import { lazy, startTransition, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { nextTask } from '@planner/shared/mainThread';
import { RequireAuth } from './features/auth/components/RequireAuth';
import { loadSync } from './features/auth/syncBridge';
import { FrameSkeleton } from './features/dashboard/components/FrameSkeleton';
import type * as DashboardPages from './features/dashboard/dashboardPages';
import { planFor } from './features/dashboard/loadingPlan';
import { loadPlan } from './features/remotes/planLoader';
import { LandingPage } from './features/landing/components/LandingPage';
import { withShellTexts } from './features/language/shellTexts';
import { NotFoundPage } from './features/layout/components/NotFoundPage';
import { PublicLayout } from './features/layout/components/PublicLayout';

// Everything but the landing page is split out so `/` downloads as little as possible. The auth pages come
// with their texts (shellTexts.ts).
const LoginPage = lazy(() =>
  withShellTexts('auth', import('./features/auth/components/LoginPage')).then((m) => ({
    default: m.LoginPage,
  })),
);
const SignupPage = lazy(() =>
  withShellTexts('auth', import('./features/auth/components/SignupPage')).then((m) => ({
    default: m.SignupPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  withShellTexts('auth', import('./features/auth/components/ForgotPasswordPage')).then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const legalPages = () => import('./features/legal/components/LegalPages');
const LegalNoticePage = lazy(() => legalPages().then((m) => ({ default: m.LegalNoticePage })));
const PrivacyPage = lazy(() => legalPages().then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => legalPages().then((m) => ({ default: m.TermsPage })));
// The signed-in area also needs the configured sync client before any remote mounts, and its frame's texts
// (fetched beside its code, not after it). Not the registered remotes: its frame and each screen's title
// (ScreenPlaceholder) show without them, and each remote module's load waits for them itself
// (remoteRegistry.ts).
type AreaModule = typeof DashboardPages;
let areaLoading: Promise<AreaModule> | null = null;
const dashboard = () =>
  (areaLoading ??= withShellTexts(
    'signedIn',
    Promise.all([import('./features/dashboard/dashboardPages'), loadSync()]).then(([m]) => m),
  ));

/**
 * The signed-in area, after a first commit of the frame's skeleton: that small tree paints at once, even
 * when the area's chunk is already in, and the frame's larger render (DashboardLayout and the page) follows
 * as a transition, in slices. Not React.lazy under a Suspense boundary: React holds a boundary's content
 * back until 300 ms after its fallback showed (its reveal throttle), and the calendar inside with it.
 */
function SignedInArea() {
  const [loaded, setLoaded] = useState<AreaModule | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    dashboard().then(
      (m) => startTransition(() => setLoaded(m)),
      (error: unknown) => setFailure({ error }),
    );
  }, []);
  // As React.lazy did: a chunk that cannot load is an error of the page.
  if (failure) throw failure.error;
  return loaded ? <loaded.SignedInArea /> : <FrameSkeleton />;
}

/**
 * Starts fetching a signed-in page while sign-in resolves: the area's own chunks, the sync client, the
 * federation runtime, remotes.json, and the page's loading plan (features/dashboard/loadingPlan.ts: its
 * main remote now, the widgets beside it once it has shown). False when `pathname` is not a signed-in page.
 */
export function preloadSignedInArea(pathname: string): boolean {
  const plan = planFor(pathname);
  if (!plan) return false;
  // Apart from the rest of the entry's start, in two tasks: the area's chunks and sync client, then the
  // plan. Each starts a dozen requests; together they were one task of 12-31 ms (traces, 3 Dec 2026).
  void nextTask()
    .then(() => {
      void dashboard().catch(() => undefined);
      return nextTask();
    })
    .then(() => loadPlan(plan));
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
