CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "students_full_name_idx" ON "students" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "courses_name_idx" ON "courses" USING btree ("name","id");--> statement-breakpoint
-- Statement-level triggers keep row_counts in the same transaction as the change (decision 009).
CREATE FUNCTION "row_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSE
    SELECT -count(*) INTO delta FROM old_rows;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO "row_counts" ("table_name", "row_count") VALUES (TG_TABLE_NAME, delta)
    ON CONFLICT ("table_name") DO UPDATE SET "row_count" = "row_counts"."row_count" + EXCLUDED."row_count";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "row_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "row_count" = 0 WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  counted text;
BEGIN
  FOREACH counted IN ARRAY ARRAY['users', 'teachers', 'students', 'courses', 'badges', 'unified_documents'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_add"()', counted || '_count_insert', counted);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_add"()', counted || '_count_delete', counted);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_reset"()', counted || '_count_truncate', counted);
    EXECUTE format('INSERT INTO "row_counts" ("table_name", "row_count") SELECT %L, count(*) FROM %I', counted, counted);
  END LOOP;
END;
$$;
