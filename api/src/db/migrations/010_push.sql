-- 010: Web Push. A user's devices (one row per browser subscription), each reminder pushed once per device
-- (push_sends' key is taken before sending, so it holds across api instances), and snoozed reminders.

CREATE TABLE push_subscriptions (
  uid TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, endpoint)
);
CREATE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint);

CREATE TABLE push_sends (
  uid TEXT NOT NULL,
  send_key TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  sent_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  delivered_at TIMESTAMPTZ,
  PRIMARY KEY (uid, send_key, endpoint)
);

CREATE TABLE push_snoozes (
  uid TEXT NOT NULL,
  notification_id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  due_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (uid, notification_id, endpoint)
);
CREATE INDEX push_snoozes_due ON push_snoozes (due_at);
