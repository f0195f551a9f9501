-- Bitstring status lists for badge credentials (revocation any verifier sees), and credentials from elsewhere kept on a teacher's record (issue 25).
CREATE TABLE "credential_status_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text DEFAULT 'revocation' NOT NULL,
	"size" integer NOT NULL,
	"bits" "bytea" NOT NULL,
	"assigned_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"signed" jsonb,
	"signed_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"credential" jsonb NOT NULL,
	"source_format" text NOT NULL,
	"file_name" text NOT NULL,
	"title" text NOT NULL,
	"issuer_name" text,
	"issuer_id" text,
	"result" jsonb NOT NULL,
	"verified" boolean NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_credentials" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "badge_credentials" ADD COLUMN "replaced_by" text;--> statement-breakpoint
ALTER TABLE "badge_credentials" ADD COLUMN "status_list_id" integer;--> statement-breakpoint
ALTER TABLE "badge_credentials" ADD COLUMN "status_index" integer;--> statement-breakpoint
ALTER TABLE "external_credentials" ADD CONSTRAINT "external_credentials_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_credentials" ADD CONSTRAINT "external_credentials_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_credentials_teacher_idx" ON "external_credentials" USING btree ("teacher_id","id");--> statement-breakpoint
ALTER TABLE "badge_credentials" ADD CONSTRAINT "badge_credentials_status_list_id_credential_status_lists_id_fk" FOREIGN KEY ("status_list_id") REFERENCES "public"."credential_status_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_credentials_status_key" ON "badge_credentials" USING btree ("status_list_id","status_index");