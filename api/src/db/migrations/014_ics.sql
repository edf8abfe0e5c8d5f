-- 014: ICS import and the subscription feed (docs/product.md section 10). An imported event keeps the UID it
-- came with (plus "#" and its RECURRENCE-ID for one occurrence) so importing the same file again updates it;
-- each user may have one secret feed token, the only key to their read-only calendar feed.

ALTER TABLE events ADD COLUMN external_id TEXT;
CREATE UNIQUE INDEX events_external_id ON events (uid, external_id) WHERE external_id IS NOT NULL;

CREATE TABLE calendar_feeds (
  uid TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
