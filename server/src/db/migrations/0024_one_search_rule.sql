-- One search rule (decision 032a): accents removed by unaccent, through an IMMUTABLE wrapper so expression
-- indexes may use it; every searched text is lower(immutable_unaccent(...)) with a trigram index on it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
DROP INDEX "students_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "students_search_trgm_idx";--> statement-breakpoint
DROP INDEX "teachers_full_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "teachers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("teachers"."full_name" || ' ' || "teachers"."email" || ' ' || coalesce("teachers"."phone", '') || ' ' || coalesce("teachers"."teacher_code", '')))) STORED;--> statement-breakpoint
CREATE INDEX "teachers_search_text_trgm_idx" ON "teachers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower(immutable_unaccent("username" || ' ' || "email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_name_search_trgm_idx" ON "students" USING gin (lower(immutable_unaccent("full_name" || ' ' || "student_id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_staff_search_trgm_idx" ON "students" USING gin (lower(immutable_unaccent("full_name" || ' ' || "student_id" || ' ' || "email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teachers_name_search_trgm_idx" ON "teachers" USING gin (lower(immutable_unaccent("full_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin (lower(immutable_unaccent("name" || ' ' || "course_code")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "badges_search_trgm_idx" ON "badges" USING gin (lower(immutable_unaccent("badge_name" || ' ' || "badge_code")) gin_trgm_ops);