// Everything under /dashboard: the frame and its pages, in the one lazy chunk of the signed-in area. One
// chunk, one suspension: the frame and the page then render together (a second lazy boundary for the page
// would hold it back by React's reveal throttle, about 300 ms). The account page, never a first screen, is
// a chunk of its own, shown without Suspense (inTransition).
import { inTransition } from '@planner/shared/ui';
import { useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { markMainAreaShown } from '../../remotes';
import { SignOutFlow } from '../../auth/components/SignOutFlow';
import { NotFoundPage } from '../../layout/components/NotFoundPage';
import { REMOTE_ROUTES } from '../loadingPlan';
import { DashboardHome } from './DashboardHome';
import { DashboardLayout } from './DashboardLayout';
import { RemotePage } from './RemotePage';
import { withShellTexts } from '../../language/shellTexts';
import { LoadingScreen } from '../../ui/components/LoadingScreen';

/**
 * The account's e-mail and password page, with its texts: opened from the profile's account panel, never a
 * first screen, so /dashboard does not download it (its code, the auth texts and the form fields, 3 KB gzip).
 */
const AccountSecurityPage = inTransition(() =>
  withShellTexts(
    'auth',
    import(/* webpackChunkName: "account-page" */ '../../auth/components/AccountSecurityPage'),
  ).then((m) => m.AccountSecurityPage),
);

/** A page of the area that mounts no remote: its main area is shown once it renders (mainArea.ts). */
function PlainPage({ children }: { children: ReactNode }) {
  useEffect(() => markMainAreaShown(), []);
  return children;
}

export function SignedInArea() {
  return (
    <>
      {/* Every sign-out is asked from the area (its account menu, the profile's account panel). */}
      <SignOutFlow />
      <Routes>
        <Route element={<DashboardLayout />}>
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
          <Route
            path="account"
            element={
              <PlainPage>
                <AccountSecurityPage fallback={<LoadingScreen />} />
              </PlainPage>
            }
          />
          <Route
            path="*"
            element={
              <PlainPage>
                <NotFoundPage home="/dashboard" />
              </PlainPage>
            }
          />
        </Route>
      </Routes>
    </>
  );
}
