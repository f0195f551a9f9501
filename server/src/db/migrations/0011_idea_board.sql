ALTER TABLE "ideas" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "staff_reply" text;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ideas_status_votes_idx" ON "ideas" USING btree ("status","votes" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ideas_created_idx" ON "ideas" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ideas_user_created_idx" ON "ideas" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_status_known" CHECK ("ideas"."status" in ('new', 'under_review', 'planned', 'done', 'declined'));