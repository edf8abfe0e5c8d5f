-- 016: the private subscription feed may also carry the open tasks that have a deadline, as all-day items
-- (docs/product.md section 10). Off until the person turns it on in the settings.

ALTER TABLE calendar_feeds ADD COLUMN include_tasks BOOLEAN NOT NULL DEFAULT false;
