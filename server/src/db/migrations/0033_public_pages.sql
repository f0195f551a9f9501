CREATE TABLE "public_pages" (
	"teacher_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"show_photo" boolean DEFAULT true NOT NULL,
	"show_bio" boolean DEFAULT true NOT NULL,
	"show_areas" boolean DEFAULT true NOT NULL,
	"show_social" boolean DEFAULT false NOT NULL,
	"show_badges" boolean DEFAULT false NOT NULL,
	"work_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"approved_by" integer,
	"taken_down_reason" text,
	"taken_down_by" integer,
	"taken_down_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "public_site_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"last_xact" bigint
);
--> statement-breakpoint
ALTER TABLE "public_pages" ADD CONSTRAINT "public_pages_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_pages" ADD CONSTRAINT "public_pages_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_pages" ADD CONSTRAINT "public_pages_taken_down_by_users_id_fk" FOREIGN KEY ("taken_down_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_pages_state_idx" ON "public_pages" USING btree ("state");