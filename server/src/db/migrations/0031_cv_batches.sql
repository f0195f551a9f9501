CREATE TABLE "cv_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"requested_by" integer,
	"language" text NOT NULL,
	"options" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cv_batches" ADD CONSTRAINT "cv_batches_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;