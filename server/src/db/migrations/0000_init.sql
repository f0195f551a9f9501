CREATE TYPE "public"."role" AS ENUM('staff', 'teacher', 'student');--> statement-breakpoint
CREATE TYPE "public"."document_owner_kind" AS ENUM('teacher', 'course', 'student', 'generated');--> statement-breakpoint
CREATE TYPE "public"."teacher_document_type" AS ENUM('CV', 'TITULO', 'CERTIFICACION', 'RESEARCH', 'PUBLICACION', 'ASESORIA_TESIS', 'PROFILE_PHOTO', 'OTHER');--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"activity" text NOT NULL,
	"entity_type" text,
	"entity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"role" "role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_title" text NOT NULL,
	"teacher_id" integer,
	"grade" text NOT NULL,
	"semester" text,
	"academic_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"student_id" text NOT NULL,
	"enrollment_year" integer,
	"program" text,
	"can_upload_documents" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "students_student_id_unique" UNIQUE("student_id")
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'teacher' NOT NULL,
	"teacher_code" text,
	"phone" text,
	"start_year" integer,
	"experience_years" integer,
	"birthdate" date,
	"academic_titles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"academic_title_descriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expertise_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"esarte_alumni" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_account" text,
	"account_type" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_name" text DEFAULT 'Banco Industrial' NOT NULL,
	"account_name" text,
	"bio" text,
	"profile_photo" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "idea_votes" (
	"idea_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_votes_idea_id_user_id_pk" PRIMARY KEY("idea_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" varchar(140) NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ideas_content_not_blank" CHECK (length(btrim("ideas"."content")) > 0),
	CONSTRAINT "ideas_votes_not_negative" CHECK ("ideas"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"path" text NOT NULL,
	"uploaded_by" integer,
	"course_id" integer NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"course_code" text NOT NULL,
	"duration_type" jsonb DEFAULT '["semestral"]'::jsonb NOT NULL,
	"teacher_id" integer,
	"description" text,
	"is_special" boolean DEFAULT false NOT NULL,
	"has_badge" boolean DEFAULT false NOT NULL,
	"badge_code" text,
	"bibliography" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_course_code_unique" UNIQUE("course_code")
);
--> statement-breakpoint
CREATE TABLE "document_statistics" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"total_documents" integer DEFAULT 0 NOT NULL,
	"total_size_bytes" bigint DEFAULT 0 NOT NULL,
	"teacher_docs_count" integer DEFAULT 0 NOT NULL,
	"course_docs_count" integer DEFAULT 0 NOT NULL,
	"student_docs_count" integer DEFAULT 0 NOT NULL,
	"generated_docs_count" integer DEFAULT 0 NOT NULL,
	"cv_count" integer DEFAULT 0 NOT NULL,
	"certificacion_count" integer DEFAULT 0 NOT NULL,
	"thesis_count" integer DEFAULT 0 NOT NULL,
	"titulo_count" integer DEFAULT 0 NOT NULL,
	"diploma_count" integer DEFAULT 0 NOT NULL,
	"constancia_count" integer DEFAULT 0 NOT NULL,
	"pensum_count" integer DEFAULT 0 NOT NULL,
	"material_count" integer DEFAULT 0 NOT NULL,
	"papeleria_count" integer DEFAULT 0 NOT NULL,
	"otro_count" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_yearly_statistics" (
	"year" integer PRIMARY KEY NOT NULL,
	"uploaded_count" integer DEFAULT 0 NOT NULL,
	"downloaded_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"path" text NOT NULL,
	"document_type" "teacher_document_type" DEFAULT 'OTHER' NOT NULL,
	"uploaded_by" integer,
	"assigned_to" integer NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unified_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"filename" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"path" text NOT NULL,
	"document_type" "document_owner_kind" NOT NULL,
	"document_tag" text DEFAULT 'otro' NOT NULL,
	"entity_id" integer NOT NULL,
	"is_profile_photo" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"last_downloaded" timestamp with time zone,
	CONSTRAINT "unified_documents_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "badge_statistics" (
	"badge_id" integer PRIMARY KEY NOT NULL,
	"assigned_count" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"badge_name" text NOT NULL,
	"badge_code" text NOT NULL,
	"badge_type" text NOT NULL,
	"year" integer NOT NULL,
	"description" text,
	"badge_color" text DEFAULT '#FFD700' NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badges_badge_code_unique" UNIQUE("badge_code")
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"badge_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"user_id" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"awarded_by" integer,
	"notes" text
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_votes" ADD CONSTRAINT "idea_votes_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_votes" ADD CONSTRAINT "idea_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_resources" ADD CONSTRAINT "course_resources_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_resources" ADD CONSTRAINT "course_resources_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_documents" ADD CONSTRAINT "teacher_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_documents" ADD CONSTRAINT "teacher_documents_assigned_to_teachers_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unified_documents" ADD CONSTRAINT "unified_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_statistics" ADD CONSTRAINT "badge_statistics_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "grades_student_idx" ON "grades" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_email_lower_key" ON "teachers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_teacher_code_key" ON "teachers" USING btree ("teacher_code");--> statement-breakpoint
CREATE INDEX "teachers_full_name_idx" ON "teachers" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "idea_votes_user_idx" ON "idea_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ideas_votes_idx" ON "ideas" USING btree ("votes" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_resources_course_idx" ON "course_resources" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_name_lower_idx" ON "courses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "courses_teacher_idx" ON "courses" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_documents_assigned_idx" ON "teacher_documents" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "unified_documents_owner_idx" ON "unified_documents" USING btree ("document_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "unified_documents_uploaded_by_idx" ON "unified_documents" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_unique_key" ON "user_badges" USING btree ("badge_id","user_type","user_id");--> statement-breakpoint
CREATE INDEX "user_badges_recipient_idx" ON "user_badges" USING btree ("user_type","user_id");--> statement-breakpoint
INSERT INTO "document_statistics" ("id") VALUES (1) ON CONFLICT DO NOTHING;
