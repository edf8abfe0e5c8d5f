-- 013: incremental list reads. Every row remembers the list revision that last wrote it (rev), and a deleted
-- row leaves a tombstone with the revision of its deletion, so GET <list>?since=<revision> can answer only
-- what changed after a revision the client holds. The revision, the item count and the tombstones are kept
-- by one trigger per table: it takes the user's list_revisions row lock before choosing the revision, so
-- revisions are handed out in commit order (a client that read revision R has every write up to R).
-- A tombstone lives TOMBSTONE_RETENTION_DAYS; sweeping it raises floor_rev, below which a client gets a
-- full read instead.

ALTER TABLE events ADD COLUMN rev BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tasks ADD COLUMN rev BIGINT NOT NULL DEFAULT 0;
ALTER TABLE presets ADD COLUMN rev BIGINT NOT NULL DEFAULT 0;
ALTER TABLE notifications ADD COLUMN rev BIGINT NOT NULL DEFAULT 0;
CREATE INDEX events_uid_rev ON events (uid, rev);
CREATE INDEX tasks_uid_rev ON tasks (uid, rev);
CREATE INDEX presets_uid_rev ON presets (uid, rev);
CREATE INDEX notifications_uid_rev ON notifications (uid, rev);

-- Rows written before this migration carry rev 0: a client's revision from before it gets a full read.
ALTER TABLE list_revisions ADD COLUMN floor_rev BIGINT NOT NULL DEFAULT 0;
UPDATE list_revisions SET floor_rev = rev;

CREATE TABLE list_tombstones (
  uid TEXT NOT NULL,
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  rev BIGINT NOT NULL,
  deleted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, kind, id)
);
CREATE INDEX list_tombstones_rev ON list_tombstones (uid, kind, rev);
CREATE INDEX list_tombstones_deleted ON list_tombstones (deleted_at);

CREATE FUNCTION planner_list_write() RETURNS trigger AS $$
DECLARE
  next_rev BIGINT;
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO list_revisions (uid, kind, rev, items) VALUES (OLD.uid, TG_TABLE_NAME, 1, 0)
      ON CONFLICT (uid, kind) DO UPDATE
        SET rev = list_revisions.rev + 1, items = GREATEST(0, list_revisions.items - 1)
      RETURNING rev INTO next_rev;
    INSERT INTO list_tombstones (uid, kind, id, rev) VALUES (OLD.uid, TG_TABLE_NAME, OLD.id, next_rev)
      ON CONFLICT (uid, kind, id) DO UPDATE SET rev = EXCLUDED.rev, deleted_at = now();
    RETURN OLD;
  END IF;
  INSERT INTO list_revisions (uid, kind, rev, items)
    VALUES (NEW.uid, TG_TABLE_NAME, 1, CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE 0 END)
    ON CONFLICT (uid, kind) DO UPDATE
      SET rev = list_revisions.rev + 1,
          items = list_revisions.items + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE 0 END
    RETURNING rev INTO next_rev;
  NEW.rev := next_rev;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER events_list_write BEFORE INSERT OR UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION planner_list_write();
CREATE TRIGGER events_list_delete AFTER DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION planner_list_write();
CREATE TRIGGER tasks_list_write BEFORE INSERT OR UPDATE ON tasks
  FOR EACH ROW EXECUTE FUNCTION planner_list_write();
CREATE TRIGGER tasks_list_delete AFTER DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION planner_list_write();
CREATE TRIGGER presets_list_write BEFORE INSERT OR UPDATE ON presets
  FOR EACH ROW EXECUTE FUNCTION planner_list_write();
CREATE TRIGGER presets_list_delete AFTER DELETE ON presets
  FOR EACH ROW EXECUTE FUNCTION planner_list_write();
CREATE TRIGGER notifications_list_write BEFORE INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION planner_list_write();
CREATE TRIGGER notifications_list_delete AFTER DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION planner_list_write();
