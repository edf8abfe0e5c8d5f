// The calendar's ICS calls (docs/product.md section 10): an import sent as ONE POST /calendar/apply of
// 'upsert' operations (one transaction on the server; matched by externalId, so importing a file twice adds
// nothing), and the private subscription feed's link (read, made on first use, reset).
import type { QueryClient } from '@tanstack/react-query';
import type { CalendarEvent, CalendarFeed, CalendarFeedOptions } from '../model';
import { calendar } from './entities';
import { request } from './http';
import { failureOf, signedOut, type Outcome } from './outcome';
import { newIdempotencyKey } from './outbox';
import { currentSession, queryClient } from './queryClient';
import { getSyncConfig } from './config';

/** An event as an import sends it: no id (the server matches or makes it) and its externalId. */
export type ImportEventInput = Omit<CalendarEvent, 'id' | 'lastUpdated' | 'externalId'> & {
  externalId: string;
};

export interface ImportSummary {
  created: number;
  updated: number;
}

/**
 * Stores an import, all of it or none of it. It needs the server (an import is not queued offline: a
 * failure says so and changes nothing); the stored events then show in the calendar at once.
 */
export async function importEvents(
  events: readonly ImportEventInput[],
  client: QueryClient = queryClient,
): Promise<Outcome<ImportSummary>> {
  if (events.length === 0) return { ok: true, data: { created: 0, updated: 0 } };
  const session = currentSession();
  const lastUpdated = Date.now();
  const operations = events.map((event) => ({
    type: 'upsert' as const,
    event: { ...event, lastUpdated },
  }));
  const result = await request(
    'POST',
    '/calendar/apply',
    { operations },
    (m) => m.applyResultSchema,
    { idempotencyKey: newIdempotencyKey() },
  );
  if (!result.success) return failureOf(result);
  if (session !== currentSession()) return signedOut();
  const saved: CalendarEvent[] = [];
  let created = 0;
  for (const applied of result.data.results) {
    if (applied.type === 'delete') continue;
    if (applied.type === 'create') created++;
    saved.push(applied.event);
  }
  calendar.applyStored(saved, [], client);
  return { ok: true, data: { created, updated: saved.length - created } };
}

async function feedCall(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: CalendarFeedOptions,
): Promise<Outcome<CalendarFeed>> {
  const result = await request(method, path, body, (m) => m.calendarFeedSchema);
  return result.success ? { ok: true, data: result.data } : failureOf(result);
}

/** The private feed's link: read it, make it (the first time), or replace it (the old one stops at once). */
export const calendarFeed = {
  read: () => feedCall('GET', '/calendar/feed'),
  create: () => feedCall('POST', '/calendar/feed'),
  reset: () => feedCall('POST', '/calendar/feed/reset'),
  /** What the feed carries besides the events (the open tasks with a deadline, as all-day items). */
  setOptions: (options: CalendarFeedOptions) => feedCall('PUT', '/calendar/feed/options', options),
  /** The address a calendar app subscribes to (the api's origin + the path it gave), or null. */
  url(feed: CalendarFeed): string | null {
    const config = getSyncConfig();
    if (!feed.path || !config) return null;
    return config.baseUrl.replace(/\/+$/, '') + feed.path;
  },
};
