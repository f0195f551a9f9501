-- The version of everything the public faculty pages show (decision 046): one row, raised once per transaction that
-- changes a page, a teacher, a portfolio work or its image, a record entry, a badge, an award or its credential.
-- Deferred constraint triggers raise it at commit, after every other lock the transaction takes, so the one row's lock
-- is held for the shortest time and never taken before another (no deadlock with transactions that lock rows).
INSERT INTO "public_site_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "public_site_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public_site_version" SET "version" = "version" + 1, "last_xact" = txid_current()
   WHERE "id" = 1 AND "last_xact" IS DISTINCT FROM txid_current();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['public_pages', 'teachers', 'portfolio_works', 'portfolio_work_images', 'activity_entries', 'badges', 'user_badges', 'badge_credentials'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "public_site_version_raise"()', watched || '_public_site_version', watched);
  END LOOP;
END;
$$;
