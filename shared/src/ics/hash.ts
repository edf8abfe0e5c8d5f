// A stable 128-bit hash (four FNV-1a lanes) of a UID: the recurrenceId of an imported series, so importing the
// same file again gives its series and overrides the same id. Not a security measure.

export function hash128(text: string): string {
  const seeds = [0x811c9dc5, 0x01000193, 0x2545f491, 0x9e3779b9];
  return seeds
    .map((seed, lane) => {
      let h = (seed ^ lane) >>> 0;
      for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193 + lane * 2) >>> 0;
        h ^= h >>> 13;
      }
      return h.toString(16).padStart(8, '0');
    })
    .join('');
}
