ALTER TABLE "teachers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("teachers"."full_name" || ' ' || "teachers"."email" || ' ' || coalesce("teachers"."phone", '') || ' ' || coalesce("teachers"."teacher_code", ''))) STORED;--> statement-breakpoint
CREATE INDEX "teachers_search_text_trgm_idx" ON "teachers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Document 10 is the specification's placeholder photo: real documents never get that id.
SELECT setval(pg_get_serial_sequence('unified_documents', 'id'), GREATEST((SELECT coalesce(max("id"), 0) FROM "unified_documents"), 10));
