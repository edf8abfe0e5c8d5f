-- 015: outside calendars a person subscribes to by their ICS address (docs/product.md section 10). The last
-- good copy of their events is kept here as JSON, apart from the person's own events (never editable, never
-- in their own feed), with what the next conditional read needs (ETag, Last-Modified) and how the last went.

CREATE TABLE calendar_subscriptions (
  id TEXT PRIMARY KEY,
  uid TEXT NOT NULL,
  url TEXT NOT NULL,
  name TEXT NOT NULL,
  color TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  hidden BOOLEAN NOT NULL DEFAULT false,
  events JSONB NOT NULL DEFAULT '[]',
  etag TEXT,
  last_modified TEXT,
  last_success_at BIGINT,
  last_error JSONB,
  last_attempt_at BIGINT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX calendar_subscriptions_uid ON calendar_subscriptions (uid, created_at);
CREATE INDEX calendar_subscriptions_attempt ON calendar_subscriptions (last_attempt_at);
