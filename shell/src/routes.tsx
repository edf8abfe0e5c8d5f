// The shell's routes: public pages (with footer) and the guarded signed-in area /dashboard (without).
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { inTransition } from '@planner/shared/ui';
import { RequireAuth } from './features/auth/components/RequireAuth';
import type * as SignedInStart from './features/dashboard/signedInStart';
import { LandingPage } from './features/landing/components/LandingPage';
import { withShellTexts } from './features/language/shellTexts';
import { NotFoundPage } from './features/layout/components/NotFoundPage';
import { PublicLayout } from './features/layout/components/PublicLayout';
import { LoadingScreen } from './features/ui/components/LoadingScreen';

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
/**
 * The signed-in area's start (its frame's skeleton, the loading plan and its loader): a chunk of its own,
 * which index.html requests beside the entry when someone is signed in on this browser (the chunk's name is
 * the one createConfig.cjs looks up for it). The entry waits for it on a signed-in page, so the area shows
 * at the first render; after a sign-in on a public page it comes first, "Loading…" meanwhile.
 */
const signedInStart = () =>
  import(/* webpackChunkName: "signed-in-start" */ './features/dashboard/signedInStart');
const SignedInArea = inTransition(() => signedInStart().then((m) => m.SignedInArea));

/** The signed-in start's module, with the area marked as there for the first render. */
export function loadSignedInStart(): Promise<typeof SignedInStart> {
  return SignedInArea.load().then(() => signedInStart());
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
            <SignedInArea fallback={<LoadingScreen />} />
          </RequireAuth>
        }
      />
    </Routes>
  );
}
