-- Tells `juice-report serve --notify-channel juice_report` that the orders changed: one
-- notification per statement that inserts, updates, deletes or truncates, sent when its
-- transaction commits. Install it once, as the table's owner, replacing `orders` with your table:
--   psql "$DATABASE_URL" -f docs/notify-trigger.sql
CREATE OR REPLACE FUNCTION juice_report_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('juice_report', TG_TABLE_NAME);
    RETURN NULL;
END
$$;

CREATE TRIGGER juice_report_notify
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
    FOR EACH STATEMENT EXECUTE FUNCTION juice_report_notify();
