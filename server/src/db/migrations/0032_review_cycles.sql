CREATE TABLE "review_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"requested_by" integer,
	"language" text NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_cycle_assignments" (
	"cycle_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	CONSTRAINT "review_cycle_assignments_cycle_id_teacher_id_pk" PRIMARY KEY("cycle_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "review_cycle_sections" (
	"cycle_id" integer NOT NULL,
	"section_key" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "review_cycle_sections_cycle_id_section_key_pk" PRIMARY KEY("cycle_id","section_key")
);
--> statement-breakpoint
CREATE TABLE "review_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"teacher_scope" text NOT NULL,
	"default_reviewer_id" integer,
	"self_report_due" date NOT NULL,
	"evaluation_due" date NOT NULL,
	"response_due" date NOT NULL,
	"created_by" integer,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cycles_state_check" CHECK ("review_cycles"."state" in ('draft', 'open', 'closed')),
	CONSTRAINT "review_cycles_scope_check" CHECK ("review_cycles"."teacher_scope" in ('all_active', 'chosen')),
	CONSTRAINT "review_cycles_deadlines_check" CHECK ("review_cycles"."self_report_due" <= "review_cycles"."evaluation_due" and "review_cycles"."evaluation_due" <= "review_cycles"."response_due")
);
--> statement-breakpoint
CREATE TABLE "review_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"move" text NOT NULL,
	"by_user_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_rating_levels" (
	"cycle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "review_rating_levels_cycle_id_position_pk" PRIMARY KEY("cycle_id","position")
);
--> statement-breakpoint
CREATE TABLE "review_reminders" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"deadline" text NOT NULL,
	"phase" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reminders_review_id_user_id_deadline_phase_pk" PRIMARY KEY("review_id","user_id","deadline","phase"),
	CONSTRAINT "review_reminders_phase_check" CHECK ("review_reminders"."phase" in ('before', 'after'))
);
--> statement-breakpoint
CREATE TABLE "review_section_texts" (
	"review_id" integer NOT NULL,
	"section_key" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_section_texts_review_id_section_key_pk" PRIMARY KEY("review_id","section_key")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"reviewer_id" integer,
	"state" text DEFAULT 'not_started' NOT NULL,
	"closed_from" text,
	"rating" integer,
	"overall_comment" text,
	"return_reason" text,
	"response_text" text,
	"submitted_at" timestamp with time zone,
	"evaluated_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_cycle_teacher_key" UNIQUE("cycle_id","teacher_id"),
	CONSTRAINT "reviews_state_check" CHECK ("reviews"."state" in ('not_started', 'draft', 'submitted', 'returned', 'evaluated', 'acknowledged', 'closed')),
	CONSTRAINT "reviews_closed_from_check" CHECK ("reviews"."closed_from" is null or "reviews"."closed_from" in ('not_started', 'draft', 'submitted', 'returned', 'evaluated', 'acknowledged', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "review_batches" ADD CONSTRAINT "review_batches_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_batches" ADD CONSTRAINT "review_batches_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cycle_assignments" ADD CONSTRAINT "review_cycle_assignments_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cycle_assignments" ADD CONSTRAINT "review_cycle_assignments_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cycle_assignments" ADD CONSTRAINT "review_cycle_assignments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cycle_sections" ADD CONSTRAINT "review_cycle_sections_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cycles" ADD CONSTRAINT "review_cycles_default_reviewer_id_users_id_fk" FOREIGN KEY ("default_reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cycles" ADD CONSTRAINT "review_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rating_levels" ADD CONSTRAINT "review_rating_levels_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_section_texts" ADD CONSTRAINT "review_section_texts_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cycles_year_idx" ON "review_cycles" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "review_history_review_idx" ON "review_history" USING btree ("review_id","id");--> statement-breakpoint
CREATE INDEX "reviews_teacher_idx" ON "reviews" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id","cycle_id");