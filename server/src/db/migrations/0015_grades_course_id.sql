-- Grades belong to a course by id (issue 21): who may write a grade is the course's teacher. The title stays the
-- stored label; grades of no course (history, transfer) keep only their title.
DROP INDEX "grades_student_course_term_key";--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing grades join the course whose name is their title (case-insensitive) when exactly one course has it.
-- Two titles that differ only in case were one grade under the old key, so no two rows meet in one course and term.
UPDATE "grades" SET "course_id" = "matched"."course_id"
FROM (
  SELECT lower("name") AS "title", min("id") AS "course_id" FROM "courses" GROUP BY lower("name") HAVING count(*) = 1
) AS "matched"
WHERE lower("grades"."course_title") = "matched"."title";--> statement-breakpoint
CREATE INDEX "grades_course_idx" ON "grades" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grades_student_course_id_term_key" ON "grades" USING btree ("student_id","course_id",coalesce("semester", ''),coalesce("academic_year", 0)) WHERE "grades"."course_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "grades_student_course_term_key" ON "grades" USING btree ("student_id",lower("course_title"),coalesce("semester", ''),coalesce("academic_year", 0)) WHERE "grades"."course_id" is null;
