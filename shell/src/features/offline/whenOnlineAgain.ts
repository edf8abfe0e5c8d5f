// A start that needs the network (code downloaded on first use) and may come while the browser is offline.

/**
 * Runs `task`; when it fails with no connection (its code could not be downloaded: a first visit that
 * went offline a few seconds in), runs it again once the browser is back online, unless cancelled by then.
 */
export function whenOnlineAgain(task: () => Promise<void>, cancelled: () => boolean): void {
  task().catch(() => {
    if (navigator.onLine) return;
    window.addEventListener(
      'online',
      () => {
        if (!cancelled()) whenOnlineAgain(task, cancelled);
      },
      { once: true },
    );
  });
}
