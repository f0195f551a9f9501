CREATE TABLE "stat_counters" (
	"metric" text NOT NULL,
	"bucket" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_counters_metric_bucket_pk" PRIMARY KEY("metric","bucket")
);
--> statement-breakpoint
DROP INDEX "activities_created_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "activities_created_id_idx" ON "activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "activities" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_entity_created_idx" ON "activities" USING btree ("entity_type","created_at","id");--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree ("username","id");--> statement-breakpoint
-- Uploads per month: one more in the month of each new document, in the upload's transaction (never taken back:
-- the chart counts uploads, not documents still kept).
CREATE FUNCTION "stat_documents_uploaded"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stat_counters" ("metric", "bucket", "value")
  SELECT 'documents_uploaded', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM'), count(*) FROM new_rows GROUP BY 2
  ON CONFLICT ("metric", "bucket") DO UPDATE SET "value" = "stat_counters"."value" + EXCLUDED."value";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "unified_documents_stat_uploaded" AFTER INSERT ON "unified_documents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_documents_uploaded"();
--> statement-breakpoint
-- Teachers per expertise area: the areas a change removes count one less, those it adds one more.
CREATE FUNCTION "stat_teacher_areas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "stat_counters" ("metric", "bucket", "value")
    SELECT 'teachers_per_area', area, -count(*) FROM old_rows, jsonb_array_elements_text(old_rows."expertise_areas") AS area GROUP BY area
    ON CONFLICT ("metric", "bucket") DO UPDATE SET "value" = "stat_counters"."value" + EXCLUDED."value";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "stat_counters" ("metric", "bucket", "value")
    SELECT 'teachers_per_area', area, count(*) FROM new_rows, jsonb_array_elements_text(new_rows."expertise_areas") AS area GROUP BY area
    ON CONFLICT ("metric", "bucket") DO UPDATE SET "value" = "stat_counters"."value" + EXCLUDED."value";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "teachers_stat_areas_insert" AFTER INSERT ON "teachers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_teacher_areas"();
--> statement-breakpoint
CREATE TRIGGER "teachers_stat_areas_update" AFTER UPDATE ON "teachers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_teacher_areas"();
--> statement-breakpoint
CREATE TRIGGER "teachers_stat_areas_delete" AFTER DELETE ON "teachers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_teacher_areas"();
--> statement-breakpoint
CREATE FUNCTION "stat_teacher_areas_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stat_counters" WHERE "metric" = 'teachers_per_area';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "teachers_stat_areas_truncate" AFTER TRUNCATE ON "teachers" FOR EACH STATEMENT EXECUTE FUNCTION "stat_teacher_areas_reset"();
--> statement-breakpoint
-- What the school already holds.
INSERT INTO "stat_counters" ("metric", "bucket", "value")
SELECT 'documents_uploaded', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM'), count(*) FROM "unified_documents" GROUP BY 2;
--> statement-breakpoint
INSERT INTO "stat_counters" ("metric", "bucket", "value")
SELECT 'teachers_per_area', area, count(*) FROM "teachers", jsonb_array_elements_text("teachers"."expertise_areas") AS area GROUP BY area;
--> statement-breakpoint
INSERT INTO "stat_counters" ("metric", "bucket", "value")
SELECT 'sign_ins', to_char(date_trunc('week', "created_at" AT TIME ZONE 'UTC'), 'YYYY-MM-DD'), count(*) FROM "activities" WHERE "activity" = 'Signed in' GROUP BY 2;
