// The shell's small inline SVG icon (decorative: always hidden from assistive technology): a stroke path of
// icons.ts (drawn by the public pages) or areaIcons.ts (the signed-in area only).
import type { SVGProps } from 'react';

export function Icon({
  path,
  size = 20,
  ...rest
}: { path: string; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      {...rest}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
