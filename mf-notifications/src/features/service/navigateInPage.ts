// Navigation from outside React (a browser notification's click): the shell's router follows history changes.
export function navigateInPage(path: string): void {
  if (window.location.pathname === path) return;
  window.history.pushState(null, '', path);
  // BrowserRouter listens to popstate and renders the new location without reloading the page.
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
