-- 011: how many rows each user has per list, kept by the same statements that bump the list's revision, so
-- the per-user cap (MAX_ITEMS_PER_USER) costs one primary-key lookup per create instead of a count.

ALTER TABLE list_revisions ADD COLUMN items BIGINT NOT NULL DEFAULT 0;

INSERT INTO list_revisions (uid, kind, rev, items)
  SELECT uid, 'events', 1, count(*) FROM events GROUP BY uid
ON CONFLICT (uid, kind) DO UPDATE SET items = EXCLUDED.items;
INSERT INTO list_revisions (uid, kind, rev, items)
  SELECT uid, 'tasks', 1, count(*) FROM tasks GROUP BY uid
ON CONFLICT (uid, kind) DO UPDATE SET items = EXCLUDED.items;
INSERT INTO list_revisions (uid, kind, rev, items)
  SELECT uid, 'presets', 1, count(*) FROM presets GROUP BY uid
ON CONFLICT (uid, kind) DO UPDATE SET items = EXCLUDED.items;
INSERT INTO list_revisions (uid, kind, rev, items)
  SELECT uid, 'notifications', 1, count(*) FROM notifications GROUP BY uid
ON CONFLICT (uid, kind) DO UPDATE SET items = EXCLUDED.items;
