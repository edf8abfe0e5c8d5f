// The shell's entry: theme, i18n, auth, then the React tree (and, on a signed-in page, its remotes ahead).
import '@planner/shared/ui/tokens.css';
import './styles/global.css';
import './features/dashboard/frameStyles';
import { bus } from '@planner/shared/bus';
import { createI18n, registerNamespace, textsReady } from '@planner/shared/i18n';
import { nextTask } from '@planner/shared/mainThread';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AuthController } from './features/auth/authController';
import { createFirebaseAuthService } from './features/auth/firebaseAuthService';
import {
  hideLocalCopies,
  loadSync,
  setTokenSource,
  showLocalCopies,
  storeSync,
} from './features/auth/syncBridge';
import { detectLanguage, initLanguage } from './features/language/language';
import { initTheme } from './features/theme/theme';
import { isSignedInPath } from './features/dashboard/signedInPath';
import { loadSignedInStart } from './routes';
import shellEn from './locales/en/shell.json';

/** Pages that need to know a session even when this browser has no trace of one. */
function needsProvider(pathname: string): boolean {
  return isSignedInPath(pathname) || /^\/(login|signup|forgot-password)(\/|$)/.test(pathname);
}

async function main(): Promise<void> {
  // Evaluating the entry's modules (React DOM, i18next, the router: 40-50 ms of compile and run in a
  // Lighthouse trace) is one task; starting the page, the next (issue #20).
  await nextTask();
  const auth = new AuthController({
    service: createFirebaseAuthService(),
    stores: storeSync,
    bus,
    pushDevice: { disable: async () => (await loadSync()).disablePush() },
  });
  setTokenSource(auth.getIdToken);
  // Someone is signed in on this browser: a signed-in page fetches what it shows at once, through the
  // area's start (its chunk was requested by index.html beside this entry). A signed-out visitor sent
  // back to / downloads none of it.
  const { pathname } = window.location;
  const start = auth.hasSessionHint() && isSignedInPath(pathname) ? loadSignedInStart() : null;
  void start?.then(
    (s) => s.preloadSignedInArea(pathname),
    () => undefined,
  );
  // And what it shows of the user's data comes from the local copy, before the identity check; if the
  // check finds nobody (the session ended elsewhere), the copy leaves the screen.
  if (start) {
    void showLocalCopies();
    void auth.whenResolved().then(() => {
      if (!auth.getState().user) void hideLocalCopies();
    });
  }

  // The page's requests (queued just above, preloadSignedInArea) and the local copies' read start first;
  // then the theme, i18next and the texts each in a task of their own, the render in the one after. On a
  // fresh renderer (a first visit, every Lighthouse run) every function runs for the first time, compiled
  // as it is called: the theme, i18next's start and the texts were one task of about 57 ms at 412 px with
  // Lighthouse's trace categories (4 Dec 2026).
  await nextTask();
  initTheme(bus);
  await nextTask();
  const i18n = await createI18n(detectLanguage());
  await nextTask();
  // The default language's texts come with the entry, so its first paint never waits; French is a small
  // chunk (2.9 KB gzip) fetched when the page opens in French or switches to it (like a remote's texts):
  // an English page does not download it. The lazy parts' texts come with them (shellTexts.ts).
  registerNamespace('shell', {
    en: async () => shellEn,
    fr: () => import(/* webpackChunkName: "texts-shell-fr" */ './locales/fr/shell.json'),
  });
  await textsReady();
  initLanguage(i18n, bus);
  // The root in the next task: React's root listens to every event it handles (a few ms), and with the
  // texts before it this was one task of 14-18 ms on a cold /dashboard (traces, 3 Dec 2026).
  await nextTask();

  if (start) {
    // The page first: the provider (Firebase, its account lookup, then the stores' reads) starts once
    // the main area has shown, not competing with it on a slow connection; at the latest once the main
    // area is stalled (mainArea.ts). At once if the area's start cannot load (the page shows why).
    void start
      .then(
        (s) => s.whenMainAreaShownOrStalled(),
        () => undefined,
      )
      .then(() => auth.start());
  } else if (needsProvider(pathname) || auth.hasSessionHint()) auth.start();
  else auth.resolveSignedOut();

  // The federation runtime and the remotes load with the signed-in area (signedInStart.tsx): public
  // pages never show a remote, so they download none of that machinery.
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A signed-in page's first render is the frame's skeleton (signedInStart.tsx, whose chunk it waits for):
  // a small tree, rendered and painted at once, unless index.html already drew it from the last visit
  // (frameSnapshot.ts); the frame itself then renders as a transition. Any other page renders as a
  // transition, in slices of a few milliseconds rather than one long task: Lighthouse mobile TBT on
  // /dashboard, median of 4 runs alternated with the plain render on 27 Nov 2026 (before the skeleton):
  // 1,975 ms against 2,376 ms.
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App auth={auth} />
    </StrictMode>
  );
  const drawAtOnce = await start?.then(
    (s) => !s.snapshotDrawn(container),
    () => false,
  );
  if (drawAtOnce) root.render(app);
  else startTransition(() => root.render(app));
}

void main();
