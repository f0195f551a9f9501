-- Downloads are appended here and folded into the counters every minute (decision 020), so they never wait on one
-- another for the one yearly counter row.
CREATE TABLE "document_downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
