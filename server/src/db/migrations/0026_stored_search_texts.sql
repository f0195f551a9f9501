DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
DROP INDEX "students_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "students_staff_search_trgm_idx";--> statement-breakpoint
DROP INDEX "teachers_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "courses_search_trgm_idx";--> statement-breakpoint
DROP INDEX "badges_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("users"."username" || ' ' || "users"."email"))) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("students"."full_name" || ' ' || "students"."student_id" || ' ' || "students"."email"))) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "name_search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("students"."full_name" || ' ' || "students"."student_id"))) STORED;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "name_search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("teachers"."full_name"))) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("courses"."name" || ' ' || "courses"."course_code"))) STORED;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("badges"."badge_name" || ' ' || "badges"."badge_code"))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_name_search_trgm_idx" ON "students" USING gin ("name_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_staff_search_trgm_idx" ON "students" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teachers_name_search_trgm_idx" ON "teachers" USING gin ("name_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "badges_search_trgm_idx" ON "badges" USING gin ("search_text" gin_trgm_ops);