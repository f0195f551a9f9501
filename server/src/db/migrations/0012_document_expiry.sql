CREATE TABLE "document_reminders" (
	"document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reminders_document_id_kind_pk" PRIMARY KEY("document_id","kind")
);
--> statement-breakpoint
ALTER TABLE "unified_documents" ADD COLUMN "expires_at" date;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_document_id_unified_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."unified_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unified_documents_expires_idx" ON "unified_documents" USING btree ("expires_at") WHERE "unified_documents"."expires_at" is not null;