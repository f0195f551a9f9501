ALTER TABLE "students" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "students" SET "email" = "users"."email" FROM "users" WHERE "users"."id" = "students"."user_id";--> statement-breakpoint
-- One grade per student, course and term from now on: of earlier duplicates the latest stays.
DELETE FROM "grades" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "student_id", lower("course_title"), coalesce("semester", ''), coalesce("academic_year", 0) ORDER BY "updated_at" DESC, "id" DESC) AS "rank" FROM "grades"
  ) AS "ranked" WHERE "rank" > 1
);--> statement-breakpoint
CREATE INDEX "grades_teacher_idx" ON "grades" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grades_student_course_term_key" ON "grades" USING btree ("student_id",lower("course_title"),coalesce("semester", ''),coalesce("academic_year", 0));--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin (lower("full_name" || ' ' || "student_id" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "students_student_id_lower_key" ON "students" USING btree (lower("student_id"));