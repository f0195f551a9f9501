CREATE TABLE "activity_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text,
	"organization" text,
	"role" text,
	"city" text,
	"country" text,
	"production_type" text,
	"platform_or_medium" text,
	"format" text,
	"selection" text,
	"scope" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" text DEFAULT 'staff' NOT NULL,
	"review_state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_entries_dates_check" CHECK ("activity_entries"."end_date" is null or "activity_entries"."end_date" >= "activity_entries"."start_date")
);
--> statement-breakpoint
CREATE TABLE "activity_entry_documents" (
	"entry_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "activity_entry_documents_entry_id_document_id_pk" PRIMARY KEY("entry_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "activity_entry_works" (
	"entry_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	CONSTRAINT "activity_entry_works_entry_id_work_id_pk" PRIMARY KEY("entry_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "course_qualifications" (
	"course_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"basis" text NOT NULL,
	"justification" text,
	"entry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_qualifications_course_id_teacher_id_pk" PRIMARY KEY("course_id","teacher_id")
);
--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entry_documents" ADD CONSTRAINT "activity_entry_documents_entry_id_activity_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."activity_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entry_documents" ADD CONSTRAINT "activity_entry_documents_document_id_unified_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."unified_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entry_works" ADD CONSTRAINT "activity_entry_works_entry_id_activity_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."activity_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entry_works" ADD CONSTRAINT "activity_entry_works_work_id_portfolio_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."portfolio_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_qualifications" ADD CONSTRAINT "course_qualifications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_qualifications" ADD CONSTRAINT "course_qualifications_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_qualifications" ADD CONSTRAINT "course_qualifications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_entries_teacher_idx" ON "activity_entries" USING btree ("teacher_id","start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_entries_start_idx" ON "activity_entries" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "activity_entry_documents_doc_idx" ON "activity_entry_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "activity_entry_works_work_idx" ON "activity_entry_works" USING btree ("work_id");