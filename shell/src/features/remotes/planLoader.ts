// The ONE loader that carries out a page's loading plan (features/dashboard/loadingPlan.ts): the main
// area's files at once, from the entry, beside the federation runtime's own download; its module once the
// runtime is there; the widgets once the main area has shown (a `whenNear` widget: once its slot comes near
// the viewport, which only the slot can tell: RemoteWidget loads it). Statically imported by the entry's routes:
// it pulls in no federation runtime (the registry comes with a dynamic import).
import { hasConsentFor } from '@planner/shared/consent';
import type { PagePlan } from '../dashboard/loadingPlan';
import { detectLanguage } from '../language/language';
import { preloadEarly } from './earlyPreload';
import { whenMainAreaShown } from './mainArea';

/** Starts loading a page's plan; never rejects (a failure is met again, and shown, by the page's slot). */
export function loadPlan(plan: PagePlan): void {
  const { main, widgets } = plan;
  if (main) {
    // The texts in the page's language (the entry's own rule): the remote waits for them to render.
    const texts = main.texts?.[detectLanguage()];
    void preloadEarly(
      main.remote,
      ['./lifecycles'],
      [...(main.chunks ?? []), ...(texts ? [texts] : [])],
    );
  }
  // The feature's one lazy chunk (the signed-in area imports the same), with the federation runtime.
  void import('./index').then(({ preloadRemoteModules }) => {
    if (main) void preloadRemoteModules(main.remote, ['./lifecycles'], main.basename);
    void whenMainAreaShown().then(() => {
      for (const { remote, module, consent, whenNear } of widgets)
        if (!whenNear && (!consent || hasConsentFor(consent)))
          void preloadRemoteModules(remote, [module]);
    });
  });
}
