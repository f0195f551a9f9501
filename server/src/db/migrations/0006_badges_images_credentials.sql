CREATE TABLE "badge_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"user_badge_id" integer,
	"badge_id" integer,
	"recipient_type" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"credential" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "badges" DROP CONSTRAINT "badges_badge_code_unique";--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "image_type" text;--> statement-breakpoint
ALTER TABLE "badge_credentials" ADD CONSTRAINT "badge_credentials_user_badge_id_user_badges_id_fk" FOREIGN KEY ("user_badge_id") REFERENCES "public"."user_badges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_credentials" ADD CONSTRAINT "badge_credentials_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_credentials_user_badge_idx" ON "badge_credentials" USING btree ("user_badge_id");--> statement-breakpoint
CREATE INDEX "badge_credentials_badge_idx" ON "badge_credentials" USING btree ("badge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_badge_code_lower_key" ON "badges" USING btree (lower("badge_code"));--> statement-breakpoint
CREATE INDEX "badges_badge_name_idx" ON "badges" USING btree ("badge_name","id");