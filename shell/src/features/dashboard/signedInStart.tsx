// The signed-in area's start: its frame's skeleton, the loading plan and its loader, and the gate that holds
// back what can wait. A chunk of its own (signed-in-start): a visitor of the public pages downloads none of
// it, and on a signed-in page index.html requests it beside the entry (docs/architecture.md, "The loading
// plan", step 0), so the frame still draws and the plan's requests still start with no round trip more.
import { startTransition, useEffect, useState } from 'react';
import { nextTask } from '@planner/shared/mainThread';
import { loadSync } from '../auth/syncBridge';
import { withShellTexts } from '../language/shellTexts';
import { loadPlan } from '../remotes/planLoader';
import { FrameSkeleton } from './components/FrameSkeleton';
import type * as DashboardPages from './dashboardPages';
import { planFor } from './loadingPlan';

export { snapshotDrawn } from './frameSnapshot';
export { whenMainAreaShownOrStalled } from '../remotes/mainArea';

// The signed-in area also needs the configured sync client before any remote mounts, and its frame's texts
// (fetched beside its code, not after it). Not the registered remotes: its frame and each screen's title
// (ScreenPlaceholder) show without them, and each remote module's load waits for them itself
// (remoteRegistry.ts).
type AreaModule = typeof DashboardPages;
let areaLoading: Promise<AreaModule> | null = null;
const dashboard = () =>
  (areaLoading ??= withShellTexts(
    'signedIn',
    Promise.all([import('./dashboardPages'), loadSync()]).then(([m]) => m),
  ));

/**
 * The signed-in area, after a first commit of the frame's skeleton: that small tree paints at once, even
 * when the area's chunk is already in, and the frame's larger render (DashboardLayout and the page) follows
 * as a transition, in slices. Not React.lazy under a Suspense boundary: React holds a boundary's content
 * back until 300 ms after its fallback showed (its reveal throttle), and the calendar inside with it.
 */
export function SignedInArea() {
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
 * federation runtime, remotes.json, and the page's loading plan (loadingPlan.ts: its main remote now, the
 * widgets beside it once it has shown).
 */
export function preloadSignedInArea(pathname: string): void {
  const plan = planFor(pathname);
  if (!plan) return;
  // Apart from the rest of the entry's start, in two tasks: the area's chunks and sync client, then the
  // plan. Each starts a dozen requests; together they were one task of 12-31 ms (traces, 3 Dec 2026).
  void nextTask()
    .then(() => {
      void dashboard().catch(() => undefined);
      return nextTask();
    })
    .then(() => loadPlan(plan));
}
