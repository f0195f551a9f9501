ALTER TABLE "activities" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "params" jsonb;