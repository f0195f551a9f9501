-- The smaller sizes of each profile photo, one encrypted file each (decision 021); the photo document's own file is its large size.
CREATE TABLE "photo_variants" (
	"document_id" integer NOT NULL,
	"size" text NOT NULL,
	"filename" text NOT NULL,
	"file_size" integer NOT NULL,
	CONSTRAINT "photo_variants_document_id_size_pk" PRIMARY KEY("document_id","size"),
	CONSTRAINT "photo_variants_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_document_id_unified_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."unified_documents"("id") ON DELETE cascade ON UPDATE no action;