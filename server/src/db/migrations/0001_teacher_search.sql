CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "teachers_full_name_idx";--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("teachers"."full_name" || ' ' || "teachers"."email" || ' ' || coalesce("teachers"."phone", ''))) STORED;--> statement-breakpoint
CREATE INDEX "teachers_search_text_trgm_idx" ON "teachers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teachers_full_name_trgm_idx" ON "teachers" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teachers_expertise_areas_idx" ON "teachers" USING gin ("expertise_areas");--> statement-breakpoint
CREATE INDEX "teachers_full_name_idx" ON "teachers" USING btree ("full_name","id");