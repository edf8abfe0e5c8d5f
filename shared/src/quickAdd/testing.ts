// Test support for the quick-add corpus: a parse result in one short line a person can check by eye.
import type { QuickAddResult } from '../domain/quickAdd';
import { wallTimeOf } from '../domain/zonedTime';

const pad = (n: number) => String(n).padStart(2, '0');

function wall(iso: string, timeZone: string) {
  const w = wallTimeOf(Date.parse(iso), timeZone);
  return {
    date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
  };
}

/**
 * "task due 2026-11-30 !high ~15to2Hour", "event 2026-11-26 18:00-19:00 weekly",
 * "event 2026-11-27 allday", "event 2026-11-27 22:00-01:00+1", "event 2026-11-26 18:00-19:00 weekly on 2,4",
 * "event 2026-11-30 allday & 2026-12-01" (two days said).
 */
export function summarize(r: QuickAddResult): string {
  const out: string[] = [r.kind];
  if (r.kind === 'task') {
    if (r.deadline) out.push(`due ${r.deadline}`);
    if (r.priority) out.push(`!${r.priority}`);
    if (r.estimatedTimeRange) out.push(`~${r.estimatedTimeRange}`);
    return out.join(' ');
  }
  if (r.start && r.end) {
    const s = wall(r.start, r.timeZone);
    const e = wall(r.end, r.timeZone);
    const days = Math.round(
      (Date.parse(`${e.date}T00:00Z`) - Date.parse(`${s.date}T00:00Z`)) / 86_400_000,
    );
    if (r.allDay) out.push(s.date, days === 1 ? 'allday' : `allday x${days}`);
    else out.push(s.date, `${s.time}-${e.time}${days > 0 ? `+${days}` : ''}`);
    // Another time that day: "& 20:00"; another day: "& 2026-12-01" (all day) or "& 2026-12-01 09:00".
    for (const other of r.otherStarts) {
      const o = wall(other, r.timeZone);
      if (o.date === s.date) out.push(`& ${o.time}`);
      else out.push(r.allDay ? `& ${o.date}` : `& ${o.date} ${o.time}`);
    }
  }
  if (r.recurrence !== 'none') out.push(r.recurrence);
  if (r.interval) out.push(`x${r.interval}`);
  if (r.weekOfMonth) out.push(`week ${r.weekOfMonth}`);
  if (r.byWeekday) out.push(`on ${r.byWeekday.join(',')}`);
  if (r.recurrenceEnd) out.push(`until ${r.recurrenceEnd}`);
  return out.join(' ');
}
