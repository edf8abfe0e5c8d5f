// Everything under /dashboard: the frame and its pages, in the one lazy chunk of the signed-in area. One
// chunk, one suspension: the frame and the page then render together (a second lazy boundary for the page
// would hold it back by React's reveal throttle, about 300 ms).
import { useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { markMainAreaShown } from '../../remotes';
import { NotFoundPage } from '../../layout/components/NotFoundPage';
import { REMOTE_ROUTES } from '../loadingPlan';
import { DashboardHome } from './DashboardHome';
import { DashboardLayout } from './DashboardLayout';
import { RemotePage } from './RemotePage';
import { AccountSecurityPage } from '../../auth/components/AccountSecurityPage';

/** A page of the area that mounts no remote: its main area is shown once it renders (mainArea.ts). */
function PlainPage({ children }: { children: ReactNode }) {
  useEffect(() => markMainAreaShown(), []);
  return children;
}

export function SignedInArea() {
  return (
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
              <AccountSecurityPage />
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
  );
}
