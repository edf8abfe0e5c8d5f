-- 012: idempotency keys. A write sent with an Idempotency-Key header stores its answer here per user; the same
-- key sent again (a lost answer, a replay after a crash, two tabs) gets the first answer and changes nothing.
-- Rows older than IDEMPOTENCY_RETENTION_HOURS are swept.

CREATE TABLE idempotency_keys (
  uid TEXT NOT NULL,
  key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
