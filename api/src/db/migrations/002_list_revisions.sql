-- 002: a revision per user and list, bumped by every write in the same statement, so an api instance
-- can serve a cached list JSON after one primary-key lookup and still never serve a stale list.

CREATE TABLE list_revisions (
  uid TEXT NOT NULL,
  kind TEXT NOT NULL,
  rev BIGINT NOT NULL,
  PRIMARY KEY (uid, kind)
);

INSERT INTO list_revisions (uid, kind, rev) SELECT DISTINCT uid, 'events', 1 FROM events;
INSERT INTO list_revisions (uid, kind, rev) SELECT DISTINCT uid, 'tasks', 1 FROM tasks;
INSERT INTO list_revisions (uid, kind, rev) SELECT DISTINCT uid, 'presets', 1 FROM presets;
INSERT INTO list_revisions (uid, kind, rev) SELECT DISTINCT uid, 'notifications', 1 FROM notifications;
