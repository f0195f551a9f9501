-- Teachers' portfolios (issue 26): their works, each work's image sizes, and the techniques staff add to the catalogue.
CREATE TABLE "portfolio_techniques" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_techniques_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "portfolio_work_images" (
	"work_id" integer NOT NULL,
	"size" text NOT NULL,
	"filename" text NOT NULL,
	"file_size" integer NOT NULL,
	CONSTRAINT "portfolio_work_images_work_id_size_pk" PRIMARY KEY("work_id","size"),
	CONSTRAINT "portfolio_work_images_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "portfolio_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"year" integer,
	"technique_code" text,
	"technique_note" text,
	"description" text,
	"link_url" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_techniques" ADD CONSTRAINT "portfolio_techniques_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_work_images" ADD CONSTRAINT "portfolio_work_images_work_id_portfolio_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."portfolio_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_works" ADD CONSTRAINT "portfolio_works_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_works" ADD CONSTRAINT "portfolio_works_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_techniques_label_lower_key" ON "portfolio_techniques" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "portfolio_works_teacher_idx" ON "portfolio_works" USING btree ("teacher_id","position");