// The text colour that reads on an event's colour (WCAG contrast): black on orange or yellow, white on navy.
const cache = new Map<string, string>();

/** sRGB channel (0-255) to its linear value, for relative luminance. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** '#000000' or '#FFFFFF', whichever contrasts more with `background` (#RRGGBB). */
export function readableTextOn(background: string): string {
  const hit = cache.get(background);
  if (hit) return hit;
  const n = Number.parseInt(background.slice(1), 16);
  const luminance =
    0.2126 * linear((n >> 16) & 255) + 0.7152 * linear((n >> 8) & 255) + 0.0722 * linear(n & 255);
  const onBlack = (luminance + 0.05) / 0.05;
  const onWhite = 1.05 / (luminance + 0.05);
  const text = onBlack >= onWhite ? '#000000' : '#FFFFFF';
  cache.set(background, text);
  return text;
}
