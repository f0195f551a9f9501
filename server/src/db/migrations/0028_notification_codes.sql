ALTER TABLE "notifications" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;