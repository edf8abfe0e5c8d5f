// The browser's local storage, or null where there is none or reading it throws (storage blocked by the
// browser's settings, a sandboxed frame): callers then work without it.
export function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
