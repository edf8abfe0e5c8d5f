// Small statistics helpers of the performance bench: median, rounding, the machine's load average.
import os from 'node:os';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (x, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

export const kb = (bytes) => round(bytes / 1024, 1);

/** The 1, 5 and 15 minute load averages, rounded (the machine is shared: numbers are noisy). */
export function loadAverage() {
  return os.loadavg().map((x) => round(x, 2));
}
