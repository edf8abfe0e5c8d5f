-- 001: the first schema. Every data row belongs to one uid; entities are stored as validated JSON
-- documents plus the columns the server filters, orders or checks on.

CREATE TABLE events (
  uid TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGSERIAL NOT NULL,
  data JSONB NOT NULL,
  last_updated BIGINT NOT NULL,
  recurrence TEXT NOT NULL,
  recurrence_id TEXT,
  original_start TIMESTAMPTZ,
  cancelled BOOLEAN NOT NULL DEFAULT FALSE,
  start_at TIMESTAMPTZ NOT NULL,
  recurrence_end DATE,
  reminder_minutes INTEGER,
  PRIMARY KEY (uid, id)
);
CREATE INDEX events_uid_seq ON events (uid, seq);
CREATE INDEX events_reminders ON events (start_at) WHERE reminder_minutes IS NOT NULL;
CREATE INDEX events_series ON events (uid, recurrence_id) WHERE recurrence_id IS NOT NULL;

CREATE TABLE tasks (
  uid TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGSERIAL NOT NULL,
  data JSONB NOT NULL,
  last_updated BIGINT NOT NULL,
  PRIMARY KEY (uid, id)
);
CREATE INDEX tasks_uid_seq ON tasks (uid, seq);

CREATE TABLE presets (
  uid TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGSERIAL NOT NULL,
  data JSONB NOT NULL,
  last_updated BIGINT NOT NULL,
  PRIMARY KEY (uid, id)
);
CREATE INDEX presets_uid_seq ON presets (uid, seq);

CREATE TABLE notifications (
  uid TEXT NOT NULL,
  id TEXT NOT NULL,
  seq BIGSERIAL NOT NULL,
  data JSONB NOT NULL,
  date_received TIMESTAMPTZ NOT NULL,
  -- Makes server-made notifications idempotent (reminders: event id + occurrence start).
  dedupe_key TEXT,
  PRIMARY KEY (uid, id),
  UNIQUE (uid, dedupe_key)
);
CREATE INDEX notifications_uid_received ON notifications (uid, date_received DESC, seq DESC);

CREATE TABLE profiles (
  uid TEXT PRIMARY KEY,
  data JSONB NOT NULL,
  last_updated BIGINT NOT NULL
);

CREATE TABLE settings (
  uid TEXT PRIMARY KEY,
  data JSONB NOT NULL,
  last_updated BIGINT NOT NULL
);
