-- Teachers per expertise area counts teachers, not mentions: an area listed twice on one row (data written
-- outside the API, which refuses it) counts once, so the counter is a true lower bound of a directory area search
-- (teacher.search.ts) as well as the dashboard's figure.
CREATE OR REPLACE FUNCTION "stat_teacher_areas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "stat_counters" ("metric", "bucket", "value")
    SELECT 'teachers_per_area', area, -count(*)
    FROM (SELECT DISTINCT old_rows."id", area FROM old_rows, jsonb_array_elements_text(old_rows."expertise_areas") AS area) AS mentions
    GROUP BY area
    ON CONFLICT ("metric", "bucket") DO UPDATE SET "value" = "stat_counters"."value" + EXCLUDED."value";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "stat_counters" ("metric", "bucket", "value")
    SELECT 'teachers_per_area', area, count(*)
    FROM (SELECT DISTINCT new_rows."id", area FROM new_rows, jsonb_array_elements_text(new_rows."expertise_areas") AS area) AS mentions
    GROUP BY area
    ON CONFLICT ("metric", "bucket") DO UPDATE SET "value" = "stat_counters"."value" + EXCLUDED."value";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DELETE FROM "stat_counters" WHERE "metric" = 'teachers_per_area';
--> statement-breakpoint
INSERT INTO "stat_counters" ("metric", "bucket", "value")
SELECT 'teachers_per_area', area, count(DISTINCT "teachers"."id") FROM "teachers", jsonb_array_elements_text("teachers"."expertise_areas") AS area GROUP BY area;
