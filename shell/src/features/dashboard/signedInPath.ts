// Which pages are the signed-in area's: /dashboard and every path below it. The entry asks before it loads
// the area's start (signedInStart.tsx); the loading plan names a page by its first segment.

/** The first segment below /dashboard ('' on /dashboard itself); null outside the signed-in area. */
export function sectionOf(pathname: string): string | null {
  return /^\/dashboard(?:$|\/)([^/]*)/.exec(pathname)?.[1] ?? null;
}

/** True on a page of the signed-in area. */
export function isSignedInPath(pathname: string): boolean {
  return sectionOf(pathname) !== null;
}
