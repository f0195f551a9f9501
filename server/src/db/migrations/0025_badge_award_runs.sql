CREATE TABLE "badge_award_run_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"user_id" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "badge_award_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"badge_id" integer NOT NULL,
	"requested_by" integer,
	"notes" text,
	"total" integer NOT NULL,
	"awarded" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "badge_award_run_items" ADD CONSTRAINT "badge_award_run_items_run_id_badge_award_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."badge_award_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_award_runs" ADD CONSTRAINT "badge_award_runs_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_award_runs" ADD CONSTRAINT "badge_award_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_award_run_items_run_idx" ON "badge_award_run_items" USING btree ("run_id","id");