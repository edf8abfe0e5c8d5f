// "A new version is ready": one flag the service worker client and the deploy watch raise, and the action
// that loads the new version (activate the waiting worker first when there is one).

type Listener = () => void;

const listeners = new Set<Listener>();
let ready = false;
let loadNewVersion: () => void = () => window.location.reload();

/** Raised once per page: from then on the notice stays until the person reloads. */
export function announceUpdate(apply?: () => void): void {
  if (apply) loadNewVersion = apply;
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

export function isUpdateReady(): boolean {
  return ready;
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function applyUpdate(): void {
  loadNewVersion();
}

/** Tests only: back to a page that knows of no update. */
export function resetUpdatesForTest(): void {
  ready = false;
  loadNewVersion = () => window.location.reload();
  listeners.clear();
}
