// The frame's snapshot between its two halves: saveFrameSnapshot (the app, after the skeleton's paint) and
// index.html's inline script (the next start, before any bundle), run here as the page runs it.
import fs from 'node:fs';
import path from 'node:path';
import {
  FRAME_SNAPSHOT_KEY,
  saveFrameSnapshot,
  snapshotDrawn,
  type FrameSnapshot,
} from './frameSnapshot';

const html = fs.readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
const inlineScript = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1] ?? '')
  .find((script) => script.includes(FRAME_SNAPSHOT_KEY));
if (!inlineScript) throw new Error('index.html has no script reading the frame snapshot');

const FRAME =
  '<div class="frame"><header><a href="/dashboard">Planner</a></header><h2>Calendar</h2></div>';
const SPLASH = '<div class="boot-splash"></div>';

/** A fresh page load of index.html as built: the entry's files in the head, the splash in #root. */
function loadPage({
  script = '/main.1a2b.js',
  stylesheet = '/main.3c4d.css' as string | null,
} = {}) {
  document.head.innerHTML =
    `<script defer src="${script}"></script>` +
    (stylesheet ? `<link href="${stylesheet}" rel="stylesheet">` : '');
  document.body.innerHTML = `<div id="root">${SPLASH}</div>`;
  // As the browser does, right after #root is parsed.
  new Function(inlineScript as string)();
  return document.getElementById('root') as HTMLElement;
}

/** The app's side: the skeleton drawn in #root, then kept. */
function drawAndSave(root: HTMLElement) {
  root.innerHTML = FRAME;
  saveFrameSnapshot(root.firstElementChild as HTMLElement);
}

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('planner-signed-in', '1');
  window.history.replaceState(null, '', '/dashboard');
  setBrowserLanguages(['en-US', 'en']);
});

it('shows the splash on a first start, then the frame as it was drawn on the next', () => {
  const first = loadPage();
  expect(first.innerHTML).toBe(SPLASH);
  expect(snapshotDrawn(first)).toBe(false);
  drawAndSave(first);

  const next = loadPage();
  expect(next.innerHTML).toBe(FRAME);
  expect(snapshotDrawn(next)).toBe(true);
});

it.each<[string, () => void]>([
  ['on another page', () => window.history.replaceState(null, '', '/dashboard/tasks')],
  ['once signed out', () => localStorage.removeItem('planner-signed-in')],
  ['when another language was chosen', () => localStorage.setItem('i18nextLng', 'fr')],
  ["when the browser's languages changed", () => setBrowserLanguages(['fr-FR', 'fr'])],
])('keeps the splash %s', (_, change) => {
  drawAndSave(loadPage());
  change();
  const next = loadPage();
  expect(next.innerHTML).toBe(SPLASH);
  expect(snapshotDrawn(next)).toBe(false);
});

it('keeps the splash after a deploy: the class names are those of other files', () => {
  drawAndSave(loadPage());
  expect(loadPage({ stylesheet: '/main.9e9e.css' }).innerHTML).toBe(SPLASH);
  expect(loadPage({ script: '/main.7f7f.js' }).innerHTML).toBe(SPLASH);
});

it('keeps nothing where the styles come with the script (the development server)', () => {
  drawAndSave(loadPage({ stylesheet: null }));
  expect(localStorage.getItem(FRAME_SNAPSHOT_KEY)).toBeNull();
  expect(loadPage({ stylesheet: null }).innerHTML).toBe(SPLASH);
});

it('writes nothing on a start that drew the snapshot: the frame it would keep is the one drawn', () => {
  drawAndSave(loadPage());
  const kept = localStorage.getItem(FRAME_SNAPSHOT_KEY);
  const next = loadPage();
  next.innerHTML = '<div class="frame"><h2>Calendar</h2><p>drawn again</p></div>';
  saveFrameSnapshot(next.firstElementChild as HTMLElement);
  expect(localStorage.getItem(FRAME_SNAPSHOT_KEY)).toBe(kept);
});

it('keeps nothing, and throws nothing, where the browser refuses local storage', () => {
  const refusing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: jest.fn(),
  };
  const root = loadPage();
  root.innerHTML = FRAME;
  expect(() => saveFrameSnapshot(root.firstElementChild as HTMLElement, refusing)).not.toThrow();
  expect(refusing.setItem).not.toHaveBeenCalled();
});

it('keeps the splash when the stored snapshot is unreadable', () => {
  localStorage.setItem(FRAME_SNAPSHOT_KEY, '{"html":');
  expect(loadPage().innerHTML).toBe(SPLASH);
});

it('records what it depends on, nothing of the user', () => {
  localStorage.setItem('i18nextLng', 'fr');
  drawAndSave(loadPage());
  const saved = JSON.parse(localStorage.getItem(FRAME_SNAPSHOT_KEY) as string) as FrameSnapshot;
  expect(saved).toEqual({
    html: FRAME,
    path: '/dashboard',
    entry: '/main.1a2b.js /main.3c4d.css',
    languages: 'en-US,en',
    storage: { 'planner-signed-in': '1', i18nextLng: 'fr' },
  });
});
